import { useId, useRef } from "react";
import { dangerButtonClass, secondaryButtonClass } from "./button-classes";
import { Modal } from "./modal";

type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A modal question with Cancel (focused first) and a destructive confirm button. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal title={title} onClose={onCancel} initialFocusRef={cancelRef} describedBy={messageId}>
      <p id={messageId} className="mt-2 text-sm text-slate-600">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancelRef} type="button" onClick={onCancel} className={secondaryButtonClass}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} disabled={isBusy} className={dangerButtonClass}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
