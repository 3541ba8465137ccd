import type { CustomerQuestion } from "@vemo/shared/contracts/analytics";
import { cleanAnswerText } from "@vemo/shared/rules/answer-text";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { AnswerText } from "../../../components/chat/answer-text";
import { formatDateTime } from "../interaction-labels";

type QuestionsTabProps = { questions: readonly CustomerQuestion[]; onPlayMoment: (question: CustomerQuestion) => void };

export function QuestionsTab({ questions, onPlayMoment }: QuestionsTabProps) {
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
          </li>
        );
      })}
    </ol>
  );
}
