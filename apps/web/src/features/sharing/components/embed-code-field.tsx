import { embedCode } from "@vemo/shared/rules/embed-code";
import { useId, useRef } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { useCopyLink } from "../hooks/use-copy-link";
import { CopyFeedback } from "./copy-feedback";

const EMBED_CODE_LABEL = "Embed code";

/** The share page as an `<iframe>` for a web page (player and chat, no header), with its Copy button. */
export function EmbedCodeField({ shareUrl, title }: { shareUrl: string; title: string }) {
  const fieldId = useId();
  const hintId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const { copy, isCopied, hasFailed } = useCopyLink();
  const code = embedCode({ shareUrl, title });

  async function handleCopy() {
    if (!(await copy(code))) fieldRef.current?.select();
  }

  return (
    <div className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {EMBED_CODE_LABEL}
      </label>
      <p id={hintId} className="text-xs text-slate-500">
        Paste it into your website to show this Vemo's player and chat in the page.
      </p>
      <textarea
        ref={fieldRef}
        id={fieldId}
        readOnly
        rows={3}
        value={code}
        aria-describedby={hintId}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
      />
      <button
        type="button"
        onClick={() => void handleCopy()}
        aria-label="Copy embed code"
        className={secondaryButtonClass}
      >
        Copy
      </button>
      <CopyFeedback isCopied={isCopied} hasFailed={hasFailed} />
    </div>
  );
}
