import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { useId } from "react";
import { useInsightSummary } from "../hooks/use-insight-summary";
import { fallbackInsight } from "../insight-fallback";
import { customerName } from "../interaction-labels";

export function InsightSummary({ details }: { details: CustomerInteractionDetails }) {
  const headingId = useId();
  const insight = useInsightSummary(details);
  // A failed (or empty) summary gives way to a sentence built from what the dialog already knows.
  const text =
    insight.summary?.trim() ||
    (insight.isGenerating
      ? null
      : fallbackInsight(customerName(details), details.vemo_title, details.questions.length));

  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-indigo-50 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-indigo-900">
        AI Insight Summary
      </h3>
      {insight.isGenerating && (
        <p role="status" className="mt-1 text-sm text-indigo-800">
          Generating insight summary...
        </p>
      )}
      {text && <p className="mt-1 text-sm whitespace-pre-line text-indigo-900">{text}</p>}
    </section>
  );
}
