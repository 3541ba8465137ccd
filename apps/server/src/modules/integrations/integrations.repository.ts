import { and, asc, count, desc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { IntegrationName } from "@vemo/shared/contracts/integrations";
import type { Db } from "../../platform/db/database.ts";
import {
  companies,
  integrationClaims,
  integrations,
  integrationSyncs,
  shareLinks,
  vemos,
  viewerQuestions,
  viewers,
  viewerSessions,
} from "../../platform/db/schema.ts";
import { sessionQuestionCount } from "../viewer-sessions/viewer-sessions.repository.ts";

export type IntegrationRow = typeof integrations.$inferSelect;
export type IntegrationSyncRow = typeof integrationSyncs.$inferSelect;

type Key = { companyId: string; name: IntegrationName };
const byKey = (key: Key) => and(eq(integrations.companyId, key.companyId), eq(integrations.name, key.name));

export async function findIntegration(db: Db, key: Key): Promise<IntegrationRow | null> {
  const [row] = await db.select().from(integrations).where(byKey(key));
  return row ?? null;
}

export function listIntegrations(db: Db, companyId: string): Promise<IntegrationRow[]> {
  return db.select().from(integrations).where(eq(integrations.companyId, companyId));
}

/** Connects (or reconnects) an integration: its credentials replace the old ones. */
export async function saveIntegration(db: Db, values: typeof integrations.$inferInsert): Promise<void> {
  const { authKind, credentials, expiresAt, instanceUrl, events } = values;
  await db
    .insert(integrations)
    .values(values)
    .onConflictDoUpdate({
      target: [integrations.companyId, integrations.name],
      set: { authKind, credentials, expiresAt, instanceUrl, events, connectedAt: new Date() },
    });
}

export async function updateIntegration(
  db: Db,
  key: Key,
  changes: Partial<Pick<IntegrationRow, "credentials" | "expiresAt" | "instanceUrl" | "events">>,
): Promise<void> {
  await db.update(integrations).set(changes).where(byKey(key));
}

export async function deleteIntegration(db: Db, key: Key): Promise<IntegrationRow | null> {
  const [row] = await db.delete(integrations).where(byKey(key)).returning();
  return row ?? null;
}

export async function insertSyncAttempt(db: Db, values: typeof integrationSyncs.$inferInsert): Promise<void> {
  await db.insert(integrationSyncs).values(values);
}

export async function countSyncAttempts(db: Db, options: { companyId: string; syncId: string }): Promise<number> {
  const [row] = await db
    .select({ attempts: count() })
    .from(integrationSyncs)
    .where(and(eq(integrationSyncs.companyId, options.companyId), eq(integrationSyncs.syncId, options.syncId)));
  return row?.attempts ?? 0;
}

export function listRecentSyncs(db: Db, key: Key & { limit: number }): Promise<IntegrationSyncRow[]> {
  return db
    .select()
    .from(integrationSyncs)
    .where(and(eq(integrationSyncs.companyId, key.companyId), eq(integrationSyncs.integration, key.name)))
    .orderBy(desc(integrationSyncs.createdAt), desc(integrationSyncs.attempt))
    .limit(key.limit);
}

/** Takes one event for one integration (a session's visit end, …); false when it was taken already. */
export async function claimIntegrationEvent(db: Db, claim: Key & { key: string }): Promise<boolean> {
  const rows = await db
    .insert(integrationClaims)
    .values({ companyId: claim.companyId, integration: claim.name, key: claim.key })
    .onConflictDoNothing()
    .returning({ key: integrationClaims.key });
  return rows.length > 0;
}

export async function findCompanyPlan(db: Db, companyId: string) {
  const [row] = await db
    .select({ subscriptionPlan: companies.subscriptionPlan, subscriptionStatus: companies.subscriptionStatus })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** An organisation's share link with its Vemo's title, or null. */
export async function findLinkWithVemo(db: Db, options: { companyId: string; shareLinkId: string }) {
  const [row] = await db
    .select({ link: shareLinks, vemoTitle: vemos.title })
    .from(shareLinks)
    .innerJoin(vemos, eq(vemos.id, shareLinks.vemoId))
    .where(and(eq(shareLinks.id, options.shareLinkId), eq(shareLinks.companyId, options.companyId)));
  return row ?? null;
}

/** A day of visits: sessions (and questions) from `from` up to `to`. */
export type DigestWindow = { from: Date; to: Date };

/** Sessions on an organisation's unique links with an e-mail (known prospects) that started in the window. */
const knownProspectSessionsIn = (window: DigestWindow) =>
  and(
    eq(shareLinks.kind, "unique"),
    isNotNull(shareLinks.clientEmail),
    gte(viewerSessions.startedAt, window.from),
    lt(viewerSessions.startedAt, window.to),
  );

/**
 * Organisations whose Slack gets the daily digest and whose known prospects visited in the window.
 * Across organisations: the digest's scheduler.
 */
export async function listSlackDigestCompanyIds(db: Db, window: DigestWindow): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: integrations.companyId })
    .from(integrations)
    .innerJoin(viewerSessions, eq(viewerSessions.companyId, integrations.companyId))
    .innerJoin(shareLinks, eq(shareLinks.id, viewerSessions.shareLinkId))
    .where(
      and(
        eq(integrations.name, "slack"),
        sql`${integrations.events} @> '["daily_digest"]'::jsonb`,
        knownProspectSessionsIn(window),
      ),
    );
  return rows.map((row) => row.companyId);
}

/** The organisation's visits of known prospects in the window, first visit first, with their question counts. */
export function listProspectVisits(db: Db, options: DigestWindow & { companyId: string }) {
  return db
    .select({
      viewerId: viewerSessions.viewerId,
      engagementScore: viewers.engagementScore,
      activeSeconds: viewerSessions.activeSeconds,
      questionCount: sessionQuestionCount,
      link: {
        token: shareLinks.token,
        clientName: shareLinks.clientName,
        clientEmail: shareLinks.clientEmail,
        clientCompany: shareLinks.clientCompany,
      },
      vemoTitle: vemos.title,
    })
    .from(viewerSessions)
    .innerJoin(shareLinks, eq(shareLinks.id, viewerSessions.shareLinkId))
    .innerJoin(vemos, eq(vemos.id, viewerSessions.vemoId))
    .innerJoin(viewers, eq(viewers.id, viewerSessions.viewerId))
    .where(and(eq(viewerSessions.companyId, options.companyId), knownProspectSessionsIn(options)))
    .orderBy(asc(viewerSessions.startedAt));
}

/** The questions known prospects asked in the window's visits, in the order asked, with who asked. */
export function listProspectQuestions(db: Db, options: DigestWindow & { companyId: string; limit: number }) {
  return db
    .select({
      text: viewerQuestions.question,
      answered: viewerQuestions.isAnswered,
      clientName: shareLinks.clientName,
      clientEmail: shareLinks.clientEmail,
    })
    .from(viewerQuestions)
    .innerJoin(viewerSessions, eq(viewerSessions.id, viewerQuestions.sessionId))
    .innerJoin(shareLinks, eq(shareLinks.id, viewerSessions.shareLinkId))
    .where(and(eq(viewerQuestions.companyId, options.companyId), knownProspectSessionsIn(options)))
    .orderBy(asc(viewerQuestions.createdAt))
    .limit(options.limit);
}
