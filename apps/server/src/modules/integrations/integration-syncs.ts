import type { Config } from "../../platform/config.ts";
import type { Db } from "../../platform/db/database.ts";
import { prospectDetailsUrl } from "../notifications/notice-messages.ts";
import { listSessionQuestions } from "../notifications/notifications.repository.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import { findSessionContext } from "../viewer-sessions/viewer-sessions.repository.ts";
import { hubspotCalls, syncVisitToHubspot, testHubspot } from "./hubspot-client.ts";
import { authorizedCalls, openCredentials, vendorName } from "./integration-credentials.ts";
import {
  countSyncAttempts,
  findIntegration,
  findLinkWithVemo,
  insertSyncAttempt,
  type IntegrationRow,
} from "./integrations.repository.ts";
import { salesforceCalls, syncVisitToSalesforce, testSalesforce } from "./salesforce-client.ts";
import { postToSlack, slackDigestMessage, slackMessage, type SlackMessage, type SlackNotice } from "./slack-client.ts";
import { slackDigest } from "./slack-digest.ts";
import type { SyncPayload } from "./sync-integration.job.ts";
import { SyncError } from "./vendor-request.ts";
import { momentUrl, type VisitSummary } from "./visit-summary.ts";

type Deps = { db: Db; config: Config };

/**
 * One attempt of a sync, recorded in the log with what it did or why it failed. Throws only when a
 * retry may help (the job runner then retries with back-off); a permanent failure is only recorded.
 */
export async function runIntegrationSync(deps: Deps, payload: SyncPayload): Promise<void> {
  const { db } = deps;
  const { companyId, name, syncId, type } = payload;
  const attempt = (await countSyncAttempts(db, { companyId, syncId })) + 1;
  const record = (status: "succeeded" | "failed", reason: string) =>
    insertSyncAttempt(db, { companyId, integration: name, syncId, type, attempt, status, reason });
  const row = await findIntegration(db, { companyId, name });
  // Disconnected since the sync was queued: nothing to send it to.
  if (!row) return;
  try {
    await record("succeeded", await performSync(deps, row, payload));
  } catch (error) {
    const retryable = !(error instanceof SyncError) || error.retryable;
    await record("failed", error instanceof Error ? error.message : String(error));
    if (retryable) throw error;
  }
}

async function performSync(deps: Deps, row: IntegrationRow, payload: SyncPayload): Promise<string> {
  const allowPrivate = deps.config.content.allowPrivateNetwork;
  if (row.name === "slack") {
    const message = await slackMessageFor(deps, payload);
    if (!message) return "Nothing to send: the visits are no longer there.";
    const { webhookUrl } = openCredentials(deps.config, row);
    if (!webhookUrl) throw new SyncError("No Slack webhook URL is saved: connect Slack again.", false);
    await postToSlack(webhookUrl, message, allowPrivate);
    return `Posted to Slack: ${message.text}.`;
  }
  const authorized = authorizedCalls(deps, row);
  const summary = payload.sessionId ? await visitSummary(deps, row.companyId, payload.sessionId) : null;
  if (payload.type !== "test" && !summary)
    return "Nothing to sync: the visit is no longer there or has no known prospect.";
  if (row.name === "hubspot") {
    const hubspot = hubspotCalls(authorized, deps.config.integrations.hubspot, allowPrivate);
    return summary ? syncVisitToHubspot(hubspot, summary) : testHubspot(hubspot);
  }
  const salesforce = salesforceCalls(authorized, allowPrivate);
  return summary ? syncVisitToSalesforce(salesforce, summary) : testSalesforce(salesforce);
}

/** A known prospect's session with its questions, or null (gone, or not a unique link). */
async function visitSummary(deps: Deps, companyId: string, sessionId: string): Promise<VisitSummary | null> {
  const context = await findSessionContext(deps.db, { companyId, sessionId });
  if (!context) return null;
  const { session, link, vemo } = context;
  const prospect = knownProspect(link);
  if (!prospect) return null;
  const questions = await listSessionQuestions(deps.db, { companyId, sessionId });
  return {
    prospect,
    vemoTitle: vemo.title,
    detailsUrl: prospectDetailsUrl(deps.config.publicUrl, link.token, session.viewerId),
    at: session.endedAt ?? session.lastSeenAt,
    activeSeconds: session.activeSeconds,
    watchedPercent: session.watchedPercent,
    questions: questions.map((question) => ({
      text: question.question,
      answer: question.answer,
      momentUrl: question.isAnswered ? momentUrl(question.videoUrl, question.startSeconds) : null,
      answered: question.isAnswered,
    })),
  };
}

/** A unique link's prospect (lead capture makes one too); anonymous public-link visitors are never synced. */
export function knownProspect(link: ShareLinkRow): VisitSummary["prospect"] | null {
  if (link.kind !== "unique" || !link.clientEmail) return null;
  return { email: link.clientEmail, name: link.clientName, company: link.clientCompany };
}

/** The digest's message, or a notice's; null when what it tells of is gone. */
async function slackMessageFor(deps: Deps, payload: SyncPayload): Promise<SlackMessage | null> {
  if (payload.type === "daily_digest" && payload.until) {
    const digest = await slackDigest(deps, { companyId: payload.companyId, until: new Date(payload.until) });
    return digest && slackDigestMessage(digest);
  }
  const notice = await slackNotice(deps, payload);
  return notice && slackMessage(notice);
}

async function slackNotice(deps: Deps, payload: SyncPayload): Promise<SlackNotice | null> {
  const { companyId } = payload;
  if (payload.type === "test") {
    return {
      headline: "Test message from Vemo",
      prospect: { name: "Jane Doe", email: "jane@example.com", company: "Example Inc" },
      vemoTitle: "Test Vemo",
      detailsUrl: `${deps.config.publicUrl}/customer-interactions`,
      activeSeconds: null,
      questions: ["Is this a test?"],
    };
  }
  if (payload.type === "first_open" && payload.firstOpen) {
    const found = await findLinkWithVemo(deps.db, { companyId, shareLinkId: payload.firstOpen.shareLinkId });
    const prospect = found && knownProspect(found.link);
    if (!found || !prospect) return null;
    return {
      headline: `${prospect.name || prospect.email} opened their Vemo`,
      prospect,
      vemoTitle: found.vemoTitle,
      detailsUrl: prospectDetailsUrl(deps.config.publicUrl, found.link.token, payload.firstOpen.viewerId),
      activeSeconds: null,
      questions: [],
    };
  }
  if (payload.type === "high_engagement" && payload.sessionId) {
    const context = await findSessionContext(deps.db, { companyId, sessionId: payload.sessionId });
    if (!context) return null;
    const { session, link, vemo } = context;
    const questions = await listSessionQuestions(deps.db, { companyId, sessionId: session.id });
    const prospect = knownProspect(link);
    if (!prospect) return null;
    return {
      headline: `High engagement: ${prospect.name || prospect.email}`,
      prospect,
      vemoTitle: vemo.title,
      detailsUrl: prospectDetailsUrl(deps.config.publicUrl, link.token, session.viewerId),
      activeSeconds: session.activeSeconds,
      questions: questions.map((question) => question.question),
    };
  }
  throw new SyncError(`${vendorName(payload.name)} does not sync ${payload.type}.`, false);
}
