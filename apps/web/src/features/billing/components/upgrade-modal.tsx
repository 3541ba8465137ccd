import { useId, useRef } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { useCheckout } from "../hooks/use-checkout";
import { checkoutErrorMessage } from "../messages";
import { PRO_STARTING_PRICE } from "../plan-features";
import { UpgradeToProButton } from "./upgrade-to-pro-button";

const BENEFITS = [
  { name: "Calendly Integration", detail: "Add meeting links" },
  { name: "Advanced Analytics", detail: "Track views and engagement" },
] as const;

type UpgradeModalProps = { title: string; message: string; onClose: () => void };

/** Asks a user without paid access to upgrade; Upgrade to Pro starts a monthly Pro checkout. */
export function UpgradeModal({ title, message, onClose }: UpgradeModalProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const checkout = useCheckout();

  return (
    <Modal title={title} onClose={onClose} initialFocusRef={cancelRef} describedBy={messageId}>
      <p id={messageId} className="mt-2 text-sm text-slate-600">
        {message}
      </p>
      <ul aria-label="Pro benefits" className="mt-4 space-y-3">
        {BENEFITS.map((benefit) => (
          <li key={benefit.name} className="rounded-lg bg-indigo-50 px-4 py-3">
            <p className="text-sm font-semibold text-indigo-900">{benefit.name}</p>
            <p className="text-sm text-indigo-800">{benefit.detail}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-medium text-slate-900">{PRO_STARTING_PRICE}</p>
      {checkout.error && (
        <div className="mt-4">
          <Notice tone="error">{checkoutErrorMessage(checkout.error)}</Notice>
        </div>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancelRef} type="button" onClick={onClose} className={secondaryButtonClass}>
          Cancel
        </button>
        <UpgradeToProButton checkout={checkout} />
      </div>
    </Modal>
  );
}
