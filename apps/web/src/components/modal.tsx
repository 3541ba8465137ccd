import { useEffect, useId, useRef } from "react";
import type { KeyboardEvent, ReactNode, RefObject } from "react";
import { FOCUSABLE, trapTab } from "./focus-trap";

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Focused on open; else the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  describedBy?: string;
  /** "wide" for dialogs that hold tables. */
  size?: "default" | "wide";
};

/** A modal dialog: Escape and a click outside close it, Tab stays inside, focus returns on close. */
export function Modal({ title, onClose, children, initialFocusRef, describedBy, size = "default" }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement;
    // With nothing focusable inside, the dialog itself takes focus so that Escape and Tab still reach it.
    const initial =
      initialFocusRef?.current ?? dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialogRef.current;
    initial?.focus();
    return () => {
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, dialogRef.current);
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" onClick={onClose}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`max-h-full w-full ${size === "wide" ? "max-w-4xl" : "max-w-md"} overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={handleKeyDown}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
