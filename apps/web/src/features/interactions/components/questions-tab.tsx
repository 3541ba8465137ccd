import type { CustomerQuestion } from "@vemo/shared/contracts/analytics";
import { cleanAnswerText } from "@vemo/shared/rules/answer-text";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { AnswerText } from "../../../components/chat/answer-text";
import { formatDateTime } from "../interaction-labels";
import { TeachAnswerButton } from "./taught-answers";

type QuestionsTabProps = {
  questions: readonly CustomerQuestion[];
  onPlayMoment: (question: CustomerQuestion) => void;
  onTeach: (question: CustomerQuestion) => void;
};

const badgeClass = "rounded-full px-2 py-0.5 text-xs font-medium";

/** Each question with its answer, whether the content answered it (or the owner's taught answer did), and its moment. */
export function QuestionsTab({ questions, onPlayMoment, onTeach }: QuestionsTabProps) {
  if (questions.length === 0) return <p className="text-sm text-slate-600">No questions asked</p>;
  return (
    <ol aria-label="Questions asked" className="space-y-4">
      {questions.map((question) => {
        const answer = cleanAnswerText(question.answer);
        return (
          <li key={question.id} className="space-y-2 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-slate-900">{question.question}</p>
              <time dateTime={question.created_at} className="text-xs text-slate-500">
                {formatDateTime(question.created_at)}
              </time>
            </div>
            {!question.is_answered && (
              <span className={`${badgeClass} bg-amber-100 text-amber-800`}>Not answered by your content</span>
            )}
            {question.taught_answer_id && (
              <span className={`${badgeClass} bg-indigo-100 text-indigo-800`}>Your taught answer</span>
            )}
            {answer && (
              <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                <AnswerText text={answer} />
              </div>
            )}
            {question.start_timestamp !== null && (
              <button
                type="button"
                onClick={() => onPlayMoment(question)}
                className="text-sm font-medium text-indigo-600 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Video timestamp: {formatClockTime(question.start_timestamp)}
              </button>
            )}
            <div>
              <TeachAnswerButton question={question.question} onClick={() => onTeach(question)} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
