import { setImmediate } from "node:timers";
import DataLoader from "dataloader";
import type { Db } from "../../platform/db/database.ts";
import { insertVisitorQuestions, type VisitorQuestion } from "./viewer-sessions.repository.ts";
import { refreshEngagements } from "./watch-depth.ts";

/** The most questions one statement stores. */
const MAX_BATCH = 200;

/** One writer per database handle, so one per process (tests open several). */
const writers = new WeakMap<Db, DataLoader<VisitorQuestion, void>>();

/**
 * Stores a visitor's question asked outside a session, and its viewer's engagement score where it moved. Questions
 * asked while the previous ones are being written are stored together in the next statement (two in all, with the
 * scores), so a burst of share chats costs a few statements rather than two per question; a lone question waits one
 * event-loop turn.
 */
export function storeVisitorQuestion(db: Db, question: VisitorQuestion): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    let writing: Promise<unknown> = Promise.resolve();
    writer = new DataLoader(
      (asked) => {
        const stored = storeTogether(db, asked);
        writing = stored.catch(() => undefined);
        return stored;
      },
      {
        cache: false,
        maxBatchSize: MAX_BATCH,
        batchScheduleFn: (write) => void writing.then(() => setImmediate(write)),
      },
    );
    writers.set(db, writer);
  }
  return writer.load(question);
}

async function storeTogether(db: Db, asked: readonly VisitorQuestion[]): Promise<(void | Error)[]> {
  let stored: Awaited<ReturnType<typeof insertVisitorQuestions>>;
  try {
    stored = await insertVisitorQuestions(db, asked);
  } catch (error) {
    if (asked.length === 1) return [error as Error];
    // One question that cannot be stored (its link deleted meanwhile) fails alone.
    return Promise.all(asked.map(async (question) => (await storeTogether(db, [question]))[0]));
  }
  // Each viewer's signals after its last question here.
  const latest = new Map(stored.map((signals) => [signals.viewerId, signals]));
  await refreshEngagements(db, [...latest.values()]);
  return asked.map(() => undefined);
}
