import { LINK_STATE_LABELS, type LinkState } from "@vemo/shared/rules/link-controls";

const TONES: Record<LinkState, string> = {
  active: "bg-emerald-50 text-emerald-700",
  disabled: "bg-slate-100 text-slate-700",
  expired: "bg-amber-50 text-amber-800",
};

export function LinkStateBadge({ state }: { state: LinkState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[state]}`}>
      {LINK_STATE_LABELS[state]}
    </span>
  );
}
