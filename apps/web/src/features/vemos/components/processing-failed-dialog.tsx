import { primaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";

type ProcessingFailedDialogProps = { message: string; onClose: () => void };

export function ProcessingFailedDialog({ message, onClose }: ProcessingFailedDialogProps) {
  return (
    <Modal title="Processing Failed" onClose={onClose}>
      <p role="alert" className="mt-2 text-sm text-red-700">
        {message}
      </p>
      <div className="mt-6 flex justify-end">
        <button type="button" onClick={onClose} className={primaryButtonClass}>
          OK
        </button>
      </div>
    </Modal>
  );
}
