import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";

/**
 * A button that opens a panel of actions: closes on a press outside and on Escape (returning focus
 * to the button), and `closeThen` returns focus to the button before an entry runs, since the entry
 * disappears and a dialog it opens hands focus back to whatever had it.
 */
export function useDropdown() {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => setIsOpen(false), []);
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [isOpen, close]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape" && isOpen) {
      setIsOpen(false);
      buttonRef.current?.focus();
    }
  }

  function closeThen(run: () => void) {
    buttonRef.current?.focus();
    setIsOpen(false);
    run();
  }

  return {
    isOpen,
    toggle: () => setIsOpen((open) => !open),
    close,
    closeThen,
    containerRef,
    buttonRef,
    panelId,
    handleKeyDown,
  };
}
