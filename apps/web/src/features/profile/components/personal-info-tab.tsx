import { UpdateProfileBody } from "@vemo/shared/contracts/users";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { validateForm, withoutError } from "../../../lib/validate-form";
import type { FieldErrors } from "../../../lib/validate-form";
import { readTokenClaims } from "../../auth/access-token";
import { readAccessToken, readStoredUser, useSignedInUser } from "../../auth/session-storage";
import type { StoredUser } from "../../auth/session-storage";
import { useUpdateProfile } from "../hooks/use-update-profile";

type NameValues = UpdateProfileBody;

type Feedback = { tone: "success" | "error" | "info"; message: string };

function storedNames(user: StoredUser | null): NameValues {
  return { first_name: user?.first_name ?? user?.firstName ?? "", last_name: user?.last_name ?? user?.lastName ?? "" };
}

export function PersonalInfoTab() {
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const updateProfile = useUpdateProfile();
  const [values, setValues] = useState<NameValues>(() => storedNames(readStoredUser()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  function handleChange(field: keyof NameValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
    setFeedback(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = readAccessToken();
    if (!token) {
      setFeedback({ tone: "error", message: "Please log in to update your profile" });
      navigate("/login");
      return;
    }
    const result = validateForm(UpdateProfileBody, values);
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    // The user id comes from the token's claims, as the server checks it against the bearer.
    const userId = readTokenClaims(token)?.userId ?? user?.id;
    if (!userId) {
      setFeedback({ tone: "error", message: "Failed to update profile" });
      return;
    }
    updateProfile.mutate(
      { userId, body: result.data },
      {
        onSuccess: (saved) => {
          setValues(storedNames(saved));
          setFeedback({ tone: "success", message: "Profile updated successfully" });
        },
        onError: (error) => setFeedback({ tone: "error", message: errorMessage(error, "Failed to update profile") }),
      },
    );
  }

  function handleCancel() {
    setValues(storedNames(readStoredUser()));
    setErrors({});
    setFeedback({ tone: "info", message: "Changes discarded" });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-5">
      {feedback && <Notice tone={feedback.tone}>{feedback.message}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onValueChange={(value) => handleChange("first_name", value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.last_name}
          error={errors.last_name}
          onValueChange={(value) => handleChange("last_name", value)}
        />
      </div>
      <TextField label="Email" type="email" value={user?.email ?? ""} readOnly hint="Email address cannot be changed" />
      <div className="flex gap-3">
        <button type="submit" disabled={updateProfile.isPending} className={primaryButtonClass}>
          {updateProfile.isPending ? "Saving..." : "Save Changes"}
        </button>
        <button type="button" onClick={handleCancel} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </form>
  );
}
