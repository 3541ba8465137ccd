import type { RecentInteraction } from "@vemo/shared/contracts/analytics";
import type { LinkActivityRow } from "./analytics.repository.ts";

export function presentRecentInteraction(row: LinkActivityRow): RecentInteraction {
  return {
    share_token: row.token,
    client_name: row.clientName,
    client_company: row.clientCompany,
    client_email: row.clientEmail,
    vemo_title: row.vemoTitle,
    questionCount: row.questionCount,
    lastInteractionDate: row.lastActivityAt?.toISOString() ?? null,
  };
}
