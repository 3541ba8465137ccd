import { and, eq, inArray, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import {
  companies,
  companySettings,
  companyBrands,
  companyDomains,
  shareLinks,
  taughtAnswers,
  vemoSources,
  vemos,
} from "../../platform/db/schema.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";
import { newShareToken } from "./share-token.ts";

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** A share link with its Vemo and the Vemo's organisation (none for the welcome demo). */
export async function findShareLink(db: Db, token: string) {
  const [row] = await db
    .select({ link: shareLinks, vemo: vemos, company: companies })
    .from(shareLinks)
    .innerJoin(vemos, eq(vemos.id, shareLinks.vemoId))
    .leftJoin(companies, eq(companies.id, vemos.companyId))
    .where(eq(shareLinks.token, token));
  return row;
}

/** A link's version, and when the clock alone changes it next (the plan's period or the link ending; null: never). */
export type ShareVersion = { version: string; changesAtMs: number | null };

/**
 * A digest of every row a public read of a link depends on (the link, its Vemo, the Vemo's sources and taught
 * answers, the organisation and its settings) and of whether the plan's period has ended: it changes with any edit, plan change,
 * lapse or removal, whoever made it and in whichever process. One statement for all the tokens asked; an unknown
 * token has none.
 */
export async function readShareVersions(db: Db, tokens: readonly string[]): Promise<Map<string, ShareVersion>> {
  const sources = sql`(select string_agg(s::text, '|' order by s.id) from ${vemoSources} s where s.vemo_id = ${vemos.id})`;
  const taught = sql`(select string_agg(t::text, '|' order by t.id) from ${taughtAnswers} t where t.vemo_id = ${vemos.id})`;
  const upcoming = (moment: AnyColumn) => sql`case when ${moment} > now() then ${moment} end`;
  const rows = await db
    .select({
      token: shareLinks.token,
      version: sql<string>`md5(concat_ws('|', ${shareLinks}::text, ${vemos}::text, ${companies}::text,
        ${companySettings}::text, ${companyBrands}::text, ${companyDomains}::text,
        ${companies.currentPeriodEnd} <= now(), ${shareLinks.expiresAt} <= now(), ${sources}, ${taught}))`,
      changesAtMs: sql<number | null>`(extract(epoch from least(${upcoming(companies.currentPeriodEnd)},
        ${upcoming(shareLinks.expiresAt)})) * 1000)::float8`,
    })
    .from(shareLinks)
    .innerJoin(vemos, eq(vemos.id, shareLinks.vemoId))
    .leftJoin(companies, eq(companies.id, vemos.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, vemos.companyId))
    .leftJoin(companyBrands, eq(companyBrands.companyId, vemos.companyId))
    .leftJoin(companyDomains, eq(companyDomains.companyId, vemos.companyId))
    .where(inArray(shareLinks.token, [...new Set(tokens)]));
  return new Map(rows.map(({ token, ...version }) => [token, version]));
}

type OwnVemo = { companyId: string; vemoId: string };

async function findPublicLink(db: Db, { companyId, vemoId }: OwnVemo): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.companyId, companyId), eq(shareLinks.vemoId, vemoId), eq(shareLinks.kind, "public")));
  return row;
}

/**
 * An organisation's Vemo's one public link, created on first use with 128 random bits. The unique index on
 * public links makes a concurrent second insert a no-op, after which the winner's row is read.
 */
export async function ensurePublicShareLink(
  db: Db,
  vemo: OwnVemo,
  createdByUserId: string | null,
): Promise<{ link: ShareLinkRow; isNew: boolean }> {
  const existing = await findPublicLink(db, vemo);
  if (existing) return { link: existing, isNew: false };
  const [created] = await db
    .insert(shareLinks)
    .values({
      vemoId: vemo.vemoId,
      companyId: vemo.companyId,
      token: newShareToken(),
      kind: "public",
      createdByUserId,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { link: created, isNew: true };
  const winner = await findPublicLink(db, vemo);
  if (!winner) throw new Error("public share link was neither created nor found");
  return { link: winner, isNew: false };
}

export type ProspectDraft = {
  clientName: string;
  clientEmail: string;
  clientCompany: string;
  /** The teammate the link counts as shared by. */
  createdByUserId: string | null;
};

/**
 * The Vemo's unique link for this e-mail, created with the given name and company when it has none.
 * A link that already exists keeps its own name and company (the owner's list, or the first form).
 * The unique index on (Vemo, e-mail) makes a concurrent second insert a no-op, then the winner is read.
 */
export async function ensureProspectLink(
  db: Db,
  vemo: VemoRow,
  prospect: ProspectDraft,
): Promise<{ link: ShareLinkRow; isNew: boolean }> {
  const [created] = await db
    .insert(shareLinks)
    .values({
      vemoId: vemo.id,
      companyId: vemo.companyId,
      token: newShareToken(),
      kind: "unique",
      ...prospect,
    })
    .onConflictDoNothing({ target: [shareLinks.vemoId, shareLinks.clientEmail], where: sql`kind = 'unique'` })
    .returning();
  if (created) return { link: created, isNew: true };
  const [existing] = await db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.vemoId, vemo.id),
        eq(shareLinks.kind, "unique"),
        eq(shareLinks.clientEmail, prospect.clientEmail),
      ),
    );
  if (!existing) throw new Error("prospect link was neither created nor found");
  return { link: existing, isNew: false };
}
