import { PasswordRegisterBody } from "@vemo/shared/contracts/auth";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { validateForm, withoutError } from "../../../lib/validate-form";
import type { FieldErrors } from "../../../lib/validate-form";
import type { Registration } from "../api";
import { useRegister } from "../hooks/use-register";

// The e-mail and password branch of the registration contract.

function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.isUnexpectedResponse) {
    return "Registration successful but incomplete data received. Please try logging in.";
  }
  if (error instanceof ApiError && error.isClientError && error.details.length > 0) return error.details.join(" ");
  return errorMessage(error, "Registration failed");
}

export function RegisterForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [values, setValues] = useState<Registration>({ email: "", password: "", firstName: "", lastName: "" });
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleChange(field: keyof Registration, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(PasswordRegisterBody, values);
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    const { email, password, firstName, lastName } = result.data;
    registerMutation.mutate(
      { email, password, firstName, lastName },
      { onSuccess: (path) => navigate(path, { replace: true }) },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {registerMutation.isError && <Notice tone="error">{registrationErrorMessage(registerMutation.error)}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onValueChange={(value) => handleChange("firstName", value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onValueChange={(value) => handleChange("lastName", value)}
        />
      </div>
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
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onValueChange={(value) => handleChange("password", value)}
      />
      <button type="submit" disabled={registerMutation.isPending} className={`${primaryButtonClass} w-full py-2.5`}>
        {registerMutation.isPending ? "Creating account..." : "Create Account"}
      </button>
    </form>
  );
}
