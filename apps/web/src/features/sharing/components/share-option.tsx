import { useId } from "react";
import { primaryButtonClass } from "../../../components/button-classes";

type ShareOptionProps = { label: string; hint: string; isDisabled?: boolean; onChoose: () => void };

/** One way to share, with a line saying what it gives. */
export function ShareOption({ label, hint, isDisabled = false, onChoose }: ShareOptionProps) {
  const hintId = useId();
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <button
        type="button"
        disabled={isDisabled}
        aria-describedby={hintId}
        onClick={onChoose}
        className={primaryButtonClass}
      >
        {label}
      </button>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
