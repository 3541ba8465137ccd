import { setImmediate } from "node:timers";
import { setTimeout } from "node:timers/promises";
import DataLoader from "dataloader";
import type { Db } from "../../platform/db/database.ts";
import { turnsTaken } from "../../platform/turns.ts";
import { insertVisitorQuestions, type VisitorQuestion } from "./viewer-sessions.repository.ts";
import { refreshEngagements } from "./watch-depth.ts";

/**
 * The most questions one statement stores: on the embedded database such a statement takes about 5 ms of the API
 * thread, and its questions' answers are sent in the same turn (200 in one statement held other requests for 25–40 ms).
 */
const MAX_BATCH = 25;
/** How long questions wait at most for the answers being computed meanwhile, to be stored with theirs. */
const MAX_WAIT_MS = 50;

/** One writer per database handle, so one per process (tests open several). */
const writers = new WeakMap<Db, DataLoader<VisitorQuestion, void>>();

/**
 * Stores a visitor's question asked outside a session, and its viewer's engagement score where it moved. A lone
 * question is written in the next turn of the event loop. During a burst of share chats, questions wait for the
 * answers already being computed (up to 50 ms) and for the previous write, and are stored together, up to 25 a
 * statement: one statement costs about as much as ten questions in it (on the embedded database), so 200 chats cost
 * about ten statements rather than 200.
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
        batchScheduleFn: (write) =>
          void writing
            .then(() => Promise.race([turnsTaken(), setTimeout(MAX_WAIT_MS)]))
            .then(() => setImmediate(write)),
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
