import { useId } from "react";
import { useUnansweredQuestions } from "../hooks/use-unanswered-questions";
import type { TeachRequest } from "./teach-answer-dialog";
import { TeachAnswerButton } from "./taught-answers";

type UnansweredQuestionsProps = { vemoId: string; onTeach: (request: TeachRequest) => void };

/** What prospects asked that the Vemo's content could not answer, most asked first: gaps worth filling, by teaching. */
export function UnansweredQuestions({ vemoId, onTeach }: UnansweredQuestionsProps) {
  const headingId = useId();
  const questions = useUnansweredQuestions(vemoId);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Questions your content did not answer
      </h3>
      {questions.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading questions...
        </p>
      )}
      {questions.isError && <p className="text-sm text-slate-600">These questions could not be loaded.</p>}
      {questions.data?.length === 0 && (
        <p className="text-sm text-slate-600">Every question asked so far was answered.</p>
      )}
      {questions.data && questions.data.length > 0 && (
        <ol aria-labelledby={headingId} className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {questions.data.map((question) => (
            <li
              key={question.question}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-2 text-sm"
            >
              <span className="text-slate-900">{question.question}</span>
              <span className="flex items-baseline gap-4">
                <span className="text-xs text-slate-500">
                  {question.times_asked === 1 ? "Asked once" : `Asked ${question.times_asked} times`}
                </span>
                <TeachAnswerButton
                  question={question.question}
                  onClick={() => onTeach({ vemoId, question: question.question })}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
