import { useState } from "react";
import type { FormEvent } from "react";
import { dangerButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";

const CONFIRMATION_WORD = "DELETE";

type DeleteOrganizationDialogProps = {
  companyName: string;
  isDeleting: boolean;
  errorMessage: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Deleting the organisation needs the word DELETE typed exactly; until then the confirm button stays disabled.
 * The rule is explained once the text is as long as the word, or the field is left, without matching.
 */
export function DeleteOrganizationDialog({
  companyName,
  isDeleting,
  errorMessage,
  onConfirm,
  onCancel,
}: DeleteOrganizationDialogProps) {
  const [typed, setTyped] = useState("");
  const [hasLeftField, setHasLeftField] = useState(false);
  const matches = typed === CONFIRMATION_WORD;
  const isMismatchShown = typed !== "" && !matches && (hasLeftField || typed.length >= CONFIRMATION_WORD.length);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (matches) onConfirm();
  }

  return (
    <Modal title="Delete Organization" onClose={onCancel}>
      <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-4">
        <p className="text-sm text-slate-600">
          This permanently deletes <strong>{companyName}</strong> with all of its Vemos, share links and documents. This
          action cannot be undone.
        </p>
        {errorMessage && <Notice tone="error">{errorMessage}</Notice>}
        <TextField
          label={`Type ${CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          value={typed}
          onValueChange={setTyped}
          onBlur={() => setHasLeftField(true)}
          error={isMismatchShown ? "Please type 'DELETE' to confirm organization deletion." : undefined}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={!matches || isDeleting} className={dangerButtonClass}>
            {isDeleting ? "Deleting..." : "Confirm Delete"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
