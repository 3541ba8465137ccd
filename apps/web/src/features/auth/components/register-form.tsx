import { PasswordRegisterBody } from "@vemo/shared/contracts/auth";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useFormFields } from "../../../lib/use-form-fields";
import { useRegister } from "../hooks/use-register";

// The e-mail and password branch of the registration contract.

function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isUnexpectedResponse) {
    return "Registration successful but incomplete data received. Please try logging in.";
  }
  if (error instanceof ApiError && error.isClientError && error.details.length > 0) return error.details.join(" ");
  return errorMessage(error, "Registration failed");
}

/** `returnTo`: the page to open once the account exists (an invitation), when the visitor came from one. */
export function RegisterForm({ returnTo }: { returnTo: string | null }) {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const { field, handleSubmit } = useFormFields({ email: "", password: "", firstName: "", lastName: "" });

  const handleRegister = handleSubmit(PasswordRegisterBody, ({ email, password, firstName, lastName }) => {
    registerMutation.mutate(
      { email, password, firstName, lastName, returnTo },
      { onSuccess: (path) => navigate(path, { replace: true }) },
    );
  });

  return (
    <form noValidate onSubmit={handleRegister} className="space-y-4">
      {registerMutation.isError && <Notice tone="error">{registrationErrorMessage(registerMutation.error)}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field("password")} />
      <button type="submit" disabled={registerMutation.isPending} className={`${primaryButtonClass} w-full py-2.5`}>
        {registerMutation.isPending ? "Creating account..." : "Create Account"}
      </button>
    </form>
  );
}
