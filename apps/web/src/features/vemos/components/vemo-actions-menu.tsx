import type { VemoListItem } from "@vemo/shared/contracts/vemos";
import { useDropdown } from "../../../components/use-dropdown";

/** One entry of a Vemo card's menu; the list page declares them once for every card. */
export type VemoAction = { label: string; isDestructive?: boolean; run: (vemo: VemoListItem) => void };

type VemoActionsMenuProps = { vemo: VemoListItem; actions: readonly VemoAction[] };

const entryClass =
  "block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none";

export function VemoActionsMenu({ vemo, actions }: VemoActionsMenuProps) {
  const { isOpen, toggle, closeThen, containerRef, buttonRef, panelId, handleKeyDown } = useDropdown();

  return (
    <div ref={containerRef} className="relative" onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Vemo actions"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
          <circle cx="12" cy="5" r="1.8" />
          <circle cx="12" cy="12" r="1.8" />
          <circle cx="12" cy="19" r="1.8" />
        </svg>
      </button>
      {isOpen && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-1 w-48 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              onClick={() => closeThen(() => action.run(vemo))}
              className={`${entryClass} ${action.isDestructive ? "text-red-600" : "text-slate-700"}`}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
