import { SUGGESTED_QUESTIONS_MAX, UpdateVemoBody } from "@vemo/shared/contracts/vemos";
import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { inputClass, TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { validateForm, withoutError, type FieldErrors } from "../../../lib/validate-form";
import { useUpdateVemo } from "../hooks/use-vemo-editing";
import { GreetingPreview } from "../../../components/greeting-preview";

type DetailsValues = { title: string; calendlyLink: string; welcomeMessage: string; suggestedQuestions: string[] };

const SAVED_MESSAGE = "Changes saved";
const smallButtonClass =
  "rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-40";

const valuesOf = (vemo: VemoDetail): DetailsValues => ({
  title: vemo.title,
  calendlyLink: vemo.calendly_link ?? "",
  welcomeMessage: vemo.welcomeMessage ?? "",
  suggestedQuestions: vemo.suggested_questions ?? [],
});

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

type QuestionListProps = { questions: string[]; errors: FieldErrors; onChange: (questions: string[]) => void };

/** The owner's own suggested questions, in the order viewers see them. */
function QuestionList({ questions, errors, onChange }: QuestionListProps) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Suggested questions</legend>
      <p id={hintId} className="text-xs text-slate-500">
        Shown to viewers in this order. Leave the list empty to use the questions generated from your content.
      </p>
      <ol className="space-y-2">
        {questions.map((question, index) => {
          const number = index + 1;
          const error = errors[`suggestedQuestions.${index}`];
          return (
            <li key={index} className="space-y-1">
              <div className="flex items-center gap-2">
                <input
                  aria-label={`Question ${number}`}
                  value={question}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => onChange(questions.map((q, i) => (i === index ? event.target.value : q)))}
                  className={inputClass}
                />
                <button
                  type="button"
                  aria-label={`Move question ${number} up`}
                  disabled={index === 0}
                  onClick={() => onChange(moved(questions, index, index - 1))}
                  className={smallButtonClass}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move question ${number} down`}
                  disabled={index === questions.length - 1}
                  onClick={() => onChange(moved(questions, index, index + 1))}
                  className={smallButtonClass}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={`Remove question ${number}`}
                  onClick={() => onChange(questions.filter((_, i) => i !== index))}
                  className={smallButtonClass}
                >
                  Remove
                </button>
              </div>
              {error && <p className="text-sm text-red-600">{error}</p>}
            </li>
          );
        })}
      </ol>
      {errors.suggestedQuestions && <p className="text-sm text-red-600">{errors.suggestedQuestions}</p>}
      <button
        type="button"
        disabled={questions.length >= SUGGESTED_QUESTIONS_MAX}
        onClick={() => onChange([...questions, ""])}
        className={secondaryButtonClass}
      >
        Add question
      </button>
    </fieldset>
  );
}

/** Title, Calendly link, welcome message and suggested questions; share links keep working after a save. */
export function VemoDetailsForm({ vemo }: { vemo: VemoDetail }) {
  const update = useUpdateVemo();
  const welcomeId = useId();
  const [values, setValues] = useState<DetailsValues>(() => valuesOf(vemo));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaved, setIsSaved] = useState(false);

  function change(field: keyof DetailsValues, patch: Partial<DetailsValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => (field === "suggestedQuestions" ? {} : withoutError(current, field)));
    setIsSaved(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(UpdateVemoBody, values);
    if (!checked.isValid) return setErrors(checked.errors);
    update.mutate(
      { vemoId: vemo.id, changes: values },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved));
          setIsSaved(true);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Vemo details" className="space-y-5">
      <TextField
        label="Title"
        value={values.title}
        error={errors.title}
        onValueChange={(title) => change("title", { title })}
      />
      <TextField
        label="Calendly link"
        type="url"
        placeholder="https://calendly.com/your-name"
        value={values.calendlyLink}
        error={errors.calendlyLink}
        onValueChange={(calendlyLink) => change("calendlyLink", { calendlyLink })}
      />
      <div>
        <label htmlFor={welcomeId} className="mb-1 block text-sm font-medium text-slate-700">
          Welcome message
        </label>
        <textarea
          id={welcomeId}
          rows={3}
          value={values.welcomeMessage}
          aria-invalid={errors.welcomeMessage ? true : undefined}
          onChange={(event) => change("welcomeMessage", { welcomeMessage: event.target.value })}
          className={inputClass}
        />
        {errors.welcomeMessage && <p className="mt-1 text-sm text-red-600">{errors.welcomeMessage}</p>}
        <div className="mt-2">
          <GreetingPreview texts={[values.title, values.welcomeMessage]} />
        </div>
      </div>
      <QuestionList
        questions={values.suggestedQuestions}
        errors={errors}
        onChange={(suggestedQuestions) => change("suggestedQuestions", { suggestedQuestions })}
      />
      {update.isError && <Notice tone="error">{errorMessage(update.error, "Failed to save changes")}</Notice>}
      {isSaved && <Notice tone="success">{SAVED_MESSAGE}</Notice>}
      <button type="submit" disabled={update.isPending} className={primaryButtonClass}>
        {update.isPending ? "Saving..." : "Save"}
      </button>
    </form>
  );
}
