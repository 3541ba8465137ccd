import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/database.ts";
import { isUuid } from "../../platform/db/ids.ts";
import { contentChunks, taughtAnswers, vemoSources } from "../../platform/db/schema.ts";
import { isLiveChunk } from "../content/content.repository.ts";

export type TaughtAnswerRow = typeof taughtAnswers.$inferSelect;

/** What an owner teaches: the question and the text and/or citation that answer it. */
export type TaughtAnswerValues = Pick<
  typeof taughtAnswers.$inferInsert,
  "question" | "answer" | "videoUrl" | "startSeconds" | "sourceId" | "page"
>;

/** A Vemo's taught answers belong to its organisation: every query names both. */
type VemoScope = { companyId: string; vemoId: string };
type AnswerKey = VemoScope & { id: string };

const ofVemo = ({ companyId, vemoId }: VemoScope) =>
  and(eq(taughtAnswers.companyId, companyId), eq(taughtAnswers.vemoId, vemoId));

/** Newest first. */
export function listTaughtAnswers(db: Db, scope: VemoScope): Promise<TaughtAnswerRow[]> {
  return db
    .select()
    .from(taughtAnswers)
    .where(ofVemo(scope))
    .orderBy(desc(taughtAnswers.createdAt), desc(taughtAnswers.id));
}

export async function findTaughtAnswer(db: Db, key: AnswerKey): Promise<TaughtAnswerRow | undefined> {
  if (!isUuid(key.id)) return undefined;
  const [row] = await db
    .select()
    .from(taughtAnswers)
    .where(and(ofVemo(key), eq(taughtAnswers.id, key.id)));
  return row;
}

export async function insertTaughtAnswer(
  db: Db,
  scope: VemoScope,
  values: TaughtAnswerValues,
): Promise<TaughtAnswerRow> {
  const [row] = await db
    .insert(taughtAnswers)
    .values({ ...values, ...scope })
    .returning();
  if (!row) throw new Error("taught answer was not stored");
  return row;
}

export async function updateTaughtAnswer(
  db: Db,
  key: AnswerKey,
  values: TaughtAnswerValues,
): Promise<TaughtAnswerRow | undefined> {
  const [row] = await db
    .update(taughtAnswers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofVemo(key), eq(taughtAnswers.id, key.id)))
    .returning();
  return row;
}

export async function deleteTaughtAnswer(db: Db, key: AnswerKey): Promise<boolean> {
  if (!isUuid(key.id)) return false;
  const rows = await db
    .delete(taughtAnswers)
    .where(and(ofVemo(key), eq(taughtAnswers.id, key.id)))
    .returning({ id: taughtAnswers.id });
  return rows.length > 0;
}

/** Enough of what the content says at a cited moment or page to read as an answer: whole cues or lines, about 400 characters. */
const CITED_TEXT_CHARS = 400;
/** A moment's cues are read from a second before it (the owner picks it by eye) to this many seconds after. */
const CITED_MOMENT_SECONDS = 20;

/**
 * The text of a taught answer's citation, read from the cited source's live chunks: the cues from the moment on until a
 * sentence ends, or the start of the page (a web page: its start). Null when the source has no content (yet).
 */
export async function readCitedText(
  db: Db,
  cited: VemoScope & { sourceId: string; start: number | null; page?: number },
): Promise<string | null> {
  const where = [
    eq(contentChunks.sourceId, cited.sourceId),
    eq(contentChunks.vemoId, cited.vemoId),
    eq(vemoSources.companyId, cited.companyId),
    isLiveChunk,
  ];
  if (cited.start !== null)
    where.push(
      gte(contentChunks.startSeconds, cited.start - 1),
      lt(contentChunks.startSeconds, cited.start + CITED_MOMENT_SECONDS),
    );
  if (cited.page !== undefined) where.push(eq(contentChunks.page, cited.page));
  const chunks = await db
    .select({ text: contentChunks.text })
    .from(contentChunks)
    .innerJoin(vemoSources, eq(vemoSources.id, contentChunks.sourceId))
    .where(and(...where))
    .orderBy(asc(contentChunks.position))
    .limit(20);
  let text = "";
  for (const chunk of chunks) {
    text = `${text} ${chunk.text.trim()}`.trim();
    if (text.length >= CITED_TEXT_CHARS || (cited.start !== null && /[.!?]$/.test(text))) break;
  }
  if (!text) return null;
  return text.length <= CITED_TEXT_CHARS ? text : `${text.slice(0, CITED_TEXT_CHARS - 1).trimEnd()}…`;
}
