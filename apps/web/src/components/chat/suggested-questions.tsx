import { useState } from "react";
import { t } from "../../lib/viewer-text";

/** Chips shown before "More..." is clicked. */
const SUGGESTIONS_SHOWN = 4;

const chipClass =
  "rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-left text-xs font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60";

type SuggestedQuestionsProps = {
  questions: readonly string[];
  isDisabled: boolean;
  onPick: (question: string) => void;
};

export function SuggestedQuestions({ questions, isDisabled, onPick }: SuggestedQuestionsProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const shown = isExpanded ? questions : questions.slice(0, SUGGESTIONS_SHOWN);
  return (
    <div className="mt-3">
      <p className="text-xs font-semibold text-slate-600">{t("chat.suggestedHeading")}</p>
      <ul aria-label={t("chat.suggestedLabel")} className="mt-2 flex flex-wrap gap-2">
        {shown.map((question) => (
          <li key={question}>
            <button type="button" className={chipClass} disabled={isDisabled} onClick={() => onPick(question)}>
              {question}
            </button>
          </li>
        ))}
        {!isExpanded && questions.length > SUGGESTIONS_SHOWN && (
          <li>
            <button type="button" className={chipClass} onClick={() => setIsExpanded(true)}>
              {t("chat.more")}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
