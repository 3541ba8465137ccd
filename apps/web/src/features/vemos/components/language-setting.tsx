import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { VIEWER_LANGUAGE_NAMES, VIEWER_LANGUAGES, type ViewerLanguage } from "@vemo/shared/viewer-text/languages";
import { useState } from "react";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { errorMessage } from "../../../lib/api-client";
import { useUpdateVemo } from "../hooks/use-vemo-editing";

const LANGUAGE_LABEL = "Share page language";
const FOLLOW_BROWSER = "browser";
const OPTIONS = [
  { value: FOLLOW_BROWSER, label: "Each visitor's browser language" },
  ...VIEWER_LANGUAGES.map((language) => ({ value: language, label: VIEWER_LANGUAGE_NAMES[language] })),
] as const;
type Choice = (typeof OPTIONS)[number]["value"];

/**
 * The language of the share page's texts, saved as soon as it changes: each visitor's browser language
 * (English when it is none of them), or one pinned for every visitor. Answers are in the question's language.
 */
export function LanguageSetting({ vemo }: { vemo: VemoDetail }) {
  const update = useUpdateVemo();
  // The select follows the choice at once; once the save settles the saved Vemo decides.
  const [requested, setRequested] = useState<Choice | null>(null);
  const chosen: Choice = requested ?? vemo.language ?? FOLLOW_BROWSER;

  function handleChange(choice: Choice) {
    setRequested(choice);
    const language: ViewerLanguage | null = choice === FOLLOW_BROWSER ? null : choice;
    update.mutate({ vemoId: vemo.id, changes: { language } }, { onSettled: () => setRequested(null) });
  }

  return (
    <section aria-label="Language" className="space-y-2 border-t border-slate-200 pt-5">
      <SelectField label={LANGUAGE_LABEL} value={chosen} options={OPTIONS} onChange={handleChange} />
      <p className="text-sm text-slate-600">
        The share page, the embed and the lead form show their texts in this language. Chat answers follow the language
        of each question.
      </p>
      {update.isError && <Notice tone="error">{errorMessage(update.error, "Failed to save changes")}</Notice>}
    </section>
  );
}
