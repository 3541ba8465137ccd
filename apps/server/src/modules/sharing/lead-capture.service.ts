import type { LeadCaptureBody } from "@vemo/shared/contracts/sharing";
import type { z } from "zod";
import type { Db } from "../../platform/db/database.ts";
import { authorizeLeadCapture } from "./sharing.policy.ts";
import { ensureProspectLink } from "./sharing.repository.ts";
import { loadViewableShareLink } from "./sharing.service.ts";

/**
 * A visitor of a public link with lead capture on says who they are: they get the Vemo's unique
 * link for their e-mail (made now, or the one they already have) and the page carries on as that
 * prospect, so their views, questions, e-mails and webhooks are a unique-link prospect's. The
 * link counts as shared by whoever shared the public link.
 */
export async function captureLead(options: {
  db: Db;
  token: string;
  grant?: string | null;
  input: z.output<typeof LeadCaptureBody>;
}): Promise<{ shareToken: string }> {
  const { db, input } = options;
  const { link, vemo, company } = await loadViewableShareLink({ db, token: options.token, grant: options.grant });
  authorizeLeadCapture(link, vemo, company);
  const { link: prospectLink } = await ensureProspectLink(db, vemo, {
    clientName: input.name,
    clientEmail: input.email,
    clientCompany: input.company,
    createdByUserId: link.createdByUserId,
  });
  return { shareToken: prospectLink.token };
}
