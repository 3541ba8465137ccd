import { PasswordLoginBody } from "@vemo/shared/contracts/auth";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { ApiError, NETWORK_ERROR_MESSAGE, errorMessage } from "../../../lib/api-client";
import { useFormFields } from "../../../lib/use-form-fields";
import { useLogin } from "../hooks/use-login";

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  return errorMessage(error, "Login failed");
}

/** `returnTo`: the same-site page the visitor came from, opened after signing in (see chooseStartPage). */
export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { field, handleSubmit } = useFormFields({ email: "", password: "" });

  const handleLogin = handleSubmit(PasswordLoginBody, ({ email, password }) => {
    loginMutation.mutate({ email, password, returnTo }, { onSuccess: (path) => navigate(path, { replace: true }) });
  });

  return (
    <form noValidate onSubmit={handleLogin} className="space-y-4">
      {loginMutation.isError && <Notice tone="error">{loginErrorMessage(loginMutation.error)}</Notice>}
      <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field("password")} />
      <button type="submit" disabled={loginMutation.isPending} className={`${primaryButtonClass} w-full py-2.5`}>
        {loginMutation.isPending ? "Signing in..." : "Login"}
      </button>
    </form>
  );
}
