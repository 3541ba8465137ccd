import type { SourceChip } from "@vemo/shared/rules/answer-text";
import { t } from "../../lib/viewer-text";
import type { PlayerTarget } from "./chat-messages";

const chipClass =
  "inline-flex items-center rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600";

type SourceChipsProps = { chips: readonly SourceChip[]; onJump?: (target: PlayerTarget) => void };

/** The sources under an answer: each video moment plays from there, each document or web page opens in a new tab. */
export function SourceChips({ chips, onJump }: SourceChipsProps) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t("chat.sources")} className="mt-2 flex flex-wrap gap-1.5">
      {chips.map((chip, index) => (
        <li key={index}>
          {chip.kind === "moment" ? (
            <button
              type="button"
              aria-label={t("chat.playFrom", { time: chip.label.replace("▶ ", "") })}
              className={`${chipClass} hover:bg-indigo-50 hover:text-indigo-800`}
              onClick={() => onJump?.({ videoUrl: chip.videoUrl, start: chip.start })}
            >
              {chip.label}
            </button>
          ) : chip.href ? (
            <a
              href={chip.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`${chipClass} hover:bg-indigo-50 hover:text-indigo-800`}
            >
              {chip.label}
            </a>
          ) : (
            <span className={chipClass}>{chip.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
