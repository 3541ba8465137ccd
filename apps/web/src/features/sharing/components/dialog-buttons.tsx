import type { ReactNode } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";

/** The row of buttons at the foot of each share step. */
export function DialogButtons({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>;
}

export function CloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button type="button" onClick={onClose} className={secondaryButtonClass}>
      {label}
    </button>
  );
}

/** Goes one step back in the share flow. */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" onClick={onBack} className={`${secondaryButtonClass} mr-auto`}>
      Back
    </button>
  );
}
