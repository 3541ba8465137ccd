import { useId } from "react";
import { errorMessage } from "../../../lib/api-client";
import { Notice } from "../../../components/notice";
import { useTaughtAnswerChanges, useTaughtAnswers } from "../hooks/use-taught-answers";
import { citationLabel } from "../teach-answer-form";
import type { TeachRequest } from "./teach-answer-dialog";

const linkButtonClass =
  "text-sm font-medium text-indigo-600 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:text-slate-400";

type TaughtAnswersProps = { vemoId: string; onTeach: (request: TeachRequest) => void };

/** The answers the owner taught for this Vemo, newest first, each to change or remove. */
export function TaughtAnswers({ vemoId, onTeach }: TaughtAnswersProps) {
  const headingId = useId();
  const taught = useTaughtAnswers(vemoId);
  const { remove } = useTaughtAnswerChanges(vemoId);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Answers you taught
      </h3>
      {taught.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading taught answers...
        </p>
      )}
      {taught.isError && <p className="text-sm text-slate-600">Taught answers could not be loaded.</p>}
      {taught.data?.length === 0 && (
        <p className="text-sm text-slate-600">
          None yet. Use Teach the answer on a question to give prospects the right answer.
        </p>
      )}
      {remove.error && <Notice tone="error">{errorMessage(remove.error, "The answer could not be removed.")}</Notice>}
      {taught.data && taught.data.length > 0 && (
        <ol aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {taught.data.map((item) => {
            const cited = citationLabel(item);
            return (
              <li key={item.id} className="space-y-1 px-4 py-3 text-sm">
                <p className="font-medium text-slate-900">{item.question}</p>
                {item.answer && <p className="text-slate-700">{item.answer}</p>}
                {cited && <p className="text-xs text-slate-500">Shows: {cited}</p>}
                <div className="flex gap-4">
                  <button
                    type="button"
                    className={linkButtonClass}
                    aria-label={`Change the answer to ${item.question}`}
                    onClick={() => onTeach({ vemoId, question: item.question, taught: item })}
                  >
                    Change
                  </button>
                  <button
                    type="button"
                    className={linkButtonClass}
                    disabled={remove.isPending && remove.variables === item.id}
                    aria-label={`Remove the answer to ${item.question}`}
                    onClick={() => remove.mutate(item.id)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The button beside a question that opens the dialog to teach its answer. */
export function TeachAnswerButton({ onClick, question }: { onClick: () => void; question: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={`Teach the answer to ${question}`} className={linkButtonClass}>
      Teach the answer
    </button>
  );
}
