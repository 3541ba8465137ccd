/**
 * Passes a model's streamed reply on as readable text while it arrives: citation markers ("[1]", "[1][2]") and the
 * space before them are held back until they are known to be markers, and dropped, as the finished answer drops them.
 * Returns the whole reply, markers included, for the citations to be read from it.
 */
export async function readStreamedReply(
  chunks: AsyncIterable<string>,
  onText: (text: string) => void,
): Promise<string> {
  let reply = "";
  let pending = "";
  for await (const chunk of chunks) {
    reply += chunk;
    const text = (pending + chunk).replace(/\s*\[\d+\]/g, "");
    // A marker may still be arriving ("… [", "… [1"), and trailing space may precede one.
    const held = text.search(/\s*\[\d*$|\s+$/);
    const ready = held < 0 ? text : text.slice(0, held);
    pending = held < 0 ? "" : text.slice(held);
    if (ready) onText(ready);
  }
  if (pending.trim()) onText(pending);
  return reply;
}
