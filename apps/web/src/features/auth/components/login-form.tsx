import { PasswordLoginBody } from "@vemo/shared/contracts/auth";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { ApiError, NETWORK_ERROR_MESSAGE, errorMessage } from "../../../lib/api-client";
import { validateForm, withoutError } from "../../../lib/validate-form";
import type { FieldErrors } from "../../../lib/validate-form";
import { useLogin } from "../hooks/use-login";

type LoginValues = { email: string; password: string };

function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) return NETWORK_ERROR_MESSAGE;
  return errorMessage(error, "Login failed");
}

/** `returnTo` overrides the company check, for visitors who came from the landing page. */
export function LoginForm({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleChange(field: keyof LoginValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(PasswordLoginBody, values);
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    const { email, password } = result.data;
    loginMutation.mutate({ email, password, returnTo }, { onSuccess: (path) => navigate(path, { replace: true }) });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {loginMutation.isError && <Notice tone="error">{loginErrorMessage(loginMutation.error)}</Notice>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onValueChange={(value) => handleChange("email", value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onValueChange={(value) => handleChange("password", value)}
      />
      <button type="submit" disabled={loginMutation.isPending} className={`${primaryButtonClass} w-full py-2.5`}>
        {loginMutation.isPending ? "Signing in..." : "Login"}
      </button>
    </form>
  );
}
