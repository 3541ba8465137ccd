import { UpdateProfileBody } from "@vemo/shared/contracts/users";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { Toast, useToast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useFormFields } from "../../../lib/use-form-fields";
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
  const { field, handleSubmit, reset } = useFormFields<NameValues>(() => storedNames(readStoredUser()));
  // Failures stay on the form; a save or a discard is confirmed by the spec's toast.
  const [failure, setFailure] = useState<string | null>(null);
  const { toast, isLeaving, showToast, closeToast } = useToast();

  function setFeedback(feedback: Feedback | null) {
    setFailure(feedback?.tone === "error" ? feedback.message : null);
    showToast(feedback && feedback.tone !== "error" ? { tone: feedback.tone, text: feedback.message } : null);
  }

  /** A name field whose edit also hides the last save's feedback. */
  function nameField(name: keyof NameValues) {
    const props = field(name);
    return {
      ...props,
      onValueChange: (value: string) => {
        props.onValueChange(value);
        setFeedback(null);
      },
    };
  }

  function saveNames(token: string, names: NameValues) {
    // The user id comes from the token's claims, as the server checks it against the bearer.
    const userId = readTokenClaims(token)?.userId ?? user?.id;
    if (!userId) {
      setFeedback({ tone: "error", message: "Failed to update profile" });
      return;
    }
    updateProfile.mutate(
      { userId, body: names },
      {
        onSuccess: (saved) => {
          reset(storedNames(saved));
          setFeedback({ tone: "success", message: "Profile updated successfully" });
        },
        onError: (error) => setFeedback({ tone: "error", message: errorMessage(error, "Failed to update profile") }),
      },
    );
  }

  // A signed-out user is sent to log in before any field message: they could not save anyway.
  function handleSave(event: FormEvent<HTMLFormElement>) {
    const token = readAccessToken();
    if (!token) {
      event.preventDefault();
      setFeedback({ tone: "error", message: "Please log in to update your profile" });
      navigate("/login");
      return;
    }
    handleSubmit(UpdateProfileBody, (names) => saveNames(token, names))(event);
  }

  function handleCancel() {
    reset(storedNames(readStoredUser()));
    setFeedback({ tone: "info", message: "Changes discarded" });
  }

  return (
    <form noValidate onSubmit={handleSave} className="max-w-2xl space-y-5">
      {failure && <Notice tone="error">{failure}</Notice>}
      {toast && <Toast toast={toast} isLeaving={isLeaving} onClose={closeToast} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...nameField("first_name")} />
        <TextField label="Last name" autoComplete="family-name" {...nameField("last_name")} />
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
