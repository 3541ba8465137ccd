import type { z } from "zod";
import { AppError } from "./errors.ts";
import { nextTurn } from "./turns.ts";

/** Items checked per turn of the event loop: 500 bulk-share rows take a few milliseconds. */
const PIECE = 500;

/**
 * Checks a request's long list (up to 10,000 bulk-share rows) against `item` a piece per turn, with other requests
 * taken in between: checked at once with the rest of the body, zod held the thread ~40 ms for 10,000 rows, ~200 ms
 * the first time in a process. Refuses it as the route's schema would: 400, the first problem as `error`, every
 * problem in `details`.
 */
export async function parseListInPieces<Item extends z.ZodType>(
  item: Item,
  list: unknown[],
): Promise<z.output<Item>[]> {
  const parsed: z.output<Item>[] = [];
  const problems: string[] = [];
  for (let start = 0; start < list.length; start += PIECE) {
    if (start > 0) await nextTurn();
    for (const entry of list.slice(start, start + PIECE)) {
      const result = item.safeParse(entry);
      if (result.success) parsed.push(result.data);
      else problems.push(...result.error.issues.map((issue) => issue.message));
    }
  }
  if (problems.length > 0) throw new AppError("bad_request", problems[0]!, { details: problems });
  return parsed;
}
