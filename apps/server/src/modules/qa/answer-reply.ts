import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptsEventStream, openEventStream } from "../../platform/event-stream.ts";

/** What a streamed answer's `error` event says when the answer fails after its text began. */
const STREAM_FAILED_MESSAGE = "The answer could not be finished. Please try again.";

/**
 * Replies to a question, in one JSON body or, when the client asks for server-sent events, streamed: a chat model's
 * text as `token` events while it writes, then the `answer` event (the same body as the JSON response: citations and
 * moment). The built-in engine's answer is that one event. The owner's preview chat and the share chat answer alike.
 */
export async function replyWithAnswer<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (onText?: (text: string) => void) => Promise<Body>,
): Promise<Body | FastifyReply> {
  if (!acceptsEventStream(request)) return answer();
  const events = openEventStream(reply);
  try {
    events.send("answer", await answer((text) => events.send("token", { text })));
  } catch (error) {
    if (!events.started) throw error; // not started: the usual JSON error and status
    request.log.error({ err: error }, "streamed answer failed");
    events.send("error", { success: false, error: STREAM_FAILED_MESSAGE });
  }
  events.end();
  return reply;
}
