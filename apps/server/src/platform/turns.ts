import { setImmediate } from "node:timers/promises";

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves in a later turn of the event loop than every earlier caller's: work started right after it (an answer
 * computed on this thread) runs one piece per turn, with the requests that arrived meanwhile taken in between.
 * Without it, 200 questions arriving together are answered back to back in one turn, holding every other request.
 */
export function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => setImmediate());
  return lastTurn;
}

/** Resolves once every turn asked for so far has come: work waiting for it lets the pieces already queued go first. */
export function turnsTaken(): Promise<void> {
  return lastTurn;
}
