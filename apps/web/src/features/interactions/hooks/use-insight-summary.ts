import { skipToken, useQuery } from "@tanstack/react-query";
import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { generateInsightSummary } from "../api";
import { customerName } from "../interaction-labels";
import { interactionsQueryKeys } from "./query-keys";

/**
 * The AI insight about a prospect. A cached summary in the details already covers every question,
 * so only without one is a summary generated (and cached by the server for the next opening).
 */
export function useInsightSummary(details: CustomerInteractionDetails) {
  const cached = details.insight_summary;
  const generated = useQuery({
    queryKey: interactionsQueryKeys.insightSummary(
      { shareToken: details.share_token, viewerId: details.viewer_id },
      details.questions.length,
    ),
    queryFn:
      cached === null
        ? () =>
            generateInsightSummary({
              questions: details.questions.map((question) => question.question),
              customerName: customerName(details),
              vemoTitle: details.vemo_title,
              shareToken: details.share_token,
              viewerId: details.viewer_id,
            })
        : skipToken,
    staleTime: Infinity,
    retry: false,
  });
  return { summary: cached ?? generated.data ?? null, isGenerating: cached === null && generated.isPending };
}
