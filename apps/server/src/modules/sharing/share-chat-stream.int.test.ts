import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerQuestions } from "../../platform/db/schema.ts";
import { startChatModelServer, type ChatModelServer } from "../../test/fixture-servers/chat-model-server.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { sharedTour, TOUR_VIDEO, type SharedTour } from "./viewer-test-support.ts";

// The model writes its answer in pieces, citing the passage "To invite a teammate…" (0:15) by its number in the
// prompt. The test holds the last piece back until it has read the text so far from the share chat: proof that the
// text streams.
const piecesCiting = (passage: number) => [
  "Open Settings",
  " and choose",
  " Members ",
  `[${passage}]`,
  " to invite a teammate.",
];
const ANSWER = "Open Settings and choose Members to invite a teammate.";

let releaseLastPiece: () => void = () => undefined;
let lastPieceHeld = Promise.resolve();
let model: ChatModelServer;
let testApp: TestApp;
let tour: SharedTour;
let baseUrl: string;

beforeAll(async () => {
  model = await startChatModelServer({
    reply: ({ messages }) => piecesCiting(Number(/\[(\d+)\] \(video at 0:15\)/.exec(messages.at(-1)!.content)?.[1])),
    beforePiece: (index) => (index === piecesCiting(0).length - 1 ? lastPieceHeld : Promise.resolve()),
  });
  testApp = await startTestApp({ env: { LLM_BASE_URL: `${model.baseUrl}/v1`, LLM_MODEL: "tiny-chat" } });
  tour = await sharedTour(testApp);
  baseUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await testApp.close();
  await model.close();
});

type ServerEvent = { event: string; data: Record<string, unknown> };

/**
 * Asks on the share chat as the share page does (or as the owner on the preview chat, `asOwner`), reading each
 * server-sent event as it arrives.
 */
async function askStreamed(
  question: string,
  onEvent: (event: ServerEvent) => void = () => undefined,
  { asOwner = false } = {},
) {
  const path = asOwner ? `/api/qa/vemo/${tour.vemoId}` : `/api/vemos/share/${tour.token}/chat`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      accept: "text/event-stream",
      "content-type": "application/json",
      ...(asOwner ? tour.owner.auth : {}),
    },
    body: JSON.stringify({ question }),
  });
  const events: ServerEvent[] = [];
  let buffer = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = { event: /^event: (.*)$/m.exec(block)![1]!, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) };
      events.push(event);
      onEvent(event);
    }
  }
  return { status: response.status, contentType: response.headers.get("content-type"), events };
}

const textOf = (events: ServerEvent[]) =>
  events
    .filter(({ event }) => event === "token")
    .map(({ data }) => data.text)
    .join("");

/**
 * Asks "How do I invite a teammate?" with the model's last piece held back until the text so far has arrived, and
 * checks the text streamed, then came the answer with its moment.
 */
async function expectStreamedAnswer(options: { asOwner?: boolean } = {}) {
  lastPieceHeld = new Promise((resolve) => (releaseLastPiece = resolve));
  let textBeforeLastPiece = "";
  const onEvent = (event: ServerEvent) => {
    if (event.event !== "token" || textBeforeLastPiece) return;
    textBeforeLastPiece = String(event.data.text);
    releaseLastPiece();
  };
  const { status, contentType, events } = await askStreamed("How do I invite a teammate?", onEvent, options);
  expect(status).toBe(200);
  expect(contentType).toBe("text/event-stream; charset=utf-8");
  expect(textBeforeLastPiece).toBe("Open Settings");
  expect(textOf(events)).toBe(ANSWER);
  expect(events.at(-1)).toEqual({
    event: "answer",
    data: {
      success: true,
      answer: ANSWER,
      video_url: TOUR_VIDEO,
      start: 15,
      sources: [{ source_type: "video", url: TOUR_VIDEO, start_timestamp: 15 }],
    },
  });
}

describe("POST /api/vemos/share/{token}/chat with Accept: text/event-stream and a chat model", () => {
  it("streams the model's text as it is written, then the answer with its moment, and records it", async () => {
    await expectStreamedAnswer();
    expect(model.requests.at(-1)).toMatchObject({ stream: true, model: "tiny-chat" });
    const stored = await testApp.database.db
      .select()
      .from(viewerQuestions)
      .where(eq(viewerQuestions.shareLinkId, tour.linkId));
    expect(stored.at(-1)).toMatchObject({ answer: ANSWER, videoUrl: TOUR_VIDEO, startSeconds: 15, isAnswered: true });
  });

  it("sends the built-in engine's decline as the one answer event, without asking the model", async () => {
    const asked = model.requests.length;
    const { events } = await askStreamed("Who won the football world cup in 2022?");
    expect(events).toEqual([
      {
        event: "answer",
        data: expect.objectContaining({ answer: "I couldn't find that in this demo's videos and documents." }),
      },
    ]);
    expect(model.requests).toHaveLength(asked);
  });

  it("keeps the JSON answer for clients that do not ask for a stream", async () => {
    const response = await fetch(`${baseUrl}/api/vemos/share/${tour.token}/chat`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "How do I invite a teammate?" }),
    });
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toMatchObject({ success: true, answer: ANSWER, video_url: TOUR_VIDEO, start: 15 });
    expect(model.requests.at(-1)!.stream).toBeUndefined();
  });

  it("answers an unknown link or a bad question with the usual JSON error and status", async () => {
    const unknown = await fetch(`${baseUrl}/api/vemos/share/no-such-token/chat`, {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify({ question: "How do I invite a teammate?" }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: "Share link not found" });
    const empty = await fetch(`${baseUrl}/api/vemos/share/${tour.token}/chat`, {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify({ question: "  " }),
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, error: "Please enter a question" });
  });
});

describe("POST /api/qa/vemo/{id} (the owner's preview chat) with Accept: text/event-stream and a chat model", () => {
  it("streams the model's text as it is written, then the answer with its moment, like the share chat", async () => {
    await expectStreamedAnswer({ asOwner: true });
  });

  it("refuses a caller who is not signed in with the usual JSON error and status", async () => {
    const response = await fetch(`${baseUrl}/api/qa/vemo/${tour.vemoId}`, {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json" },
      body: JSON.stringify({ question: "How do I invite a teammate?" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });
});
