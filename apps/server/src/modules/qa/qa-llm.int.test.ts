import type { IncomingMessage } from "node:http";
import { LANGUAGE_INSTRUCTION } from "@vemo/engine";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { send, startFixtureServer, type FixtureServer } from "../../test/fixture-servers/fixture-server.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { insertProcessedSource, insertVemo, videoChunks } from "./qa-test-support.ts";

// A loopback stand-in for an OpenAI-compatible chat server: it answers as the test tells it to
// and records what it was sent.
type ChatRequest = { authorization: string | undefined; model: string; messages: { role: string; content: string }[] };
let modelReply: { status: number; content: string } = { status: 200, content: "" };
const received: ChatRequest[] = [];

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = "";
  for await (const chunk of request) raw += String(chunk);
  return JSON.parse(raw || "{}");
}

const VIDEO = "https://www.youtube.com/watch?v=DDDDDDDDDDD";
let model: FixtureServer;
let testApp: TestApp;
let owner: SignedInUser & { companyId: string };
let vemoId: string;

beforeAll(async () => {
  model = await startFixtureServer(async (request, response, url) => {
    const body = await readJson(request);
    if (url.pathname === "/v1/embeddings") {
      const data = (body.input as string[]).map((text, index) => ({ index, embedding: embedOf(text) }));
      return send(response, 200, "application/json", JSON.stringify({ data }));
    }
    if (url.pathname !== "/v1/chat/completions") return send(response, 404, "text/plain", "no such endpoint");
    received.push({ authorization: request.headers.authorization, ...(body as Omit<ChatRequest, "authorization">) });
    const reply = { choices: [{ index: 0, message: { role: "assistant", content: modelReply.content } }] };
    send(
      response,
      modelReply.status,
      "application/json",
      modelReply.status === 200 ? JSON.stringify(reply) : '{"error":"overloaded"}',
    );
  });
  testApp = await startTestApp({
    env: {
      LLM_BASE_URL: `${model.baseUrl}/v1`,
      LLM_API_KEY: "sk-test",
      LLM_MODEL: "tiny-chat",
      LLM_TIMEOUT_MS: "5000",
    },
  });
  owner = await signUpWithCompany(testApp.app);
  vemoId = await insertVemo(testApp.runtime.database.db, owner.companyId);
  await insertProcessedSource(testApp.runtime.database.db, vemoId, {
    kind: "video",
    url: VIDEO,
    chunks: videoChunks([
      [0, 5, "This video covers sharing and permissions."],
      [5, 10, "Every dashboard has a Share button in its top right corner."],
      [10, 15, "To invite a teammate, open Settings and choose Members."],
      [15, 20, "Type their email address and pick a role such as Viewer or Editor."],
    ]),
  });
});
afterAll(async () => {
  await testApp.close();
  await model.close();
});

const ask = (question: string) =>
  testApp.app.inject({ method: "POST", url: `/api/qa/vemo/${vemoId}`, headers: owner.auth, payload: { question } });

describe("answers written by a configured chat model", () => {
  it("returns the model's answer and the passages it cited, in the organisation's tone", async () => {
    const settings = {
      ...DEFAULT_ORGANIZATION_SETTINGS,
      aiAssistant: { tone: "casual", conciseResponses: true, technicalDetails: false },
    };
    await testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload: settings });
    modelReply = { status: 200, content: "Head to Settings, pick Members and type their email [1]." };

    const body = (await ask("How do I invite a teammate?")).json();
    expect(body).toEqual({
      success: true,
      answer: "Head to Settings, pick Members and type their email.",
      video_url: VIDEO,
      start: 10,
      sources: [{ source_type: "video", url: VIDEO, start_timestamp: 10 }],
    });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({ authorization: "Bearer sk-test", model: "tiny-chat" });
    expect(sent.messages[0]!.content).toContain("Write casually");
    expect(sent.messages[1]!.content).toContain("open Settings and choose Members");
  });

  it("declines when the model's answer cites no passage, naming no video moment", async () => {
    modelReply = { status: 200, content: "The demo does not say how to do that." };
    const body = (await ask("How do I invite a teammate?")).json();
    expect(body).toEqual({
      success: true,
      answer: "I couldn't find that in this demo's videos and documents.",
      video_url: null,
      start: 0,
      sources: [],
    });
  });

  it("falls back to the built-in answer when the model server fails", async () => {
    modelReply = { status: 503, content: "" };
    const asked = received.length;
    const body = (await ask("How do I invite a teammate?")).json();
    expect(received.length).toBeGreaterThan(asked);
    expect(body).toMatchObject({ success: true, video_url: VIDEO, start: 10 });
    expect(body.answer).toContain("open Settings and choose Members");
  });
});

/** A stand-in embedding: words of inviting (in English or Spanish) point one way, anything else another. */
const embedOf = (text: string) => (/invit/i.test(text) ? [1, 0] : [0, 1]);

describe("answers in the question's language", () => {
  let multilingualApp: TestApp;
  let multilingualOwner: SignedInUser & { companyId: string };
  let tourId: string;
  beforeAll(async () => {
    multilingualApp = await startTestApp({
      env: {
        LLM_BASE_URL: `${model.baseUrl}/v1`,
        LLM_API_KEY: "sk-test",
        LLM_MODEL: "tiny-chat",
        LLM_EMBEDDING_MODEL: "tiny-embed",
        LLM_TIMEOUT_MS: "5000",
      },
    });
    multilingualOwner = await signUpWithCompany(multilingualApp.app);
    tourId = await insertVemo(multilingualApp.runtime.database.db, multilingualOwner.companyId);
    await insertProcessedSource(multilingualApp.runtime.database.db, tourId, {
      kind: "video",
      url: VIDEO,
      chunks: videoChunks([
        [0, 20, "This video covers dashboards, sharing and permissions for your whole analytics team."],
        [40, 60, "To invite a teammate, open Settings and choose Members."],
        [80, 100, "Charts refresh every fifteen minutes from your connected data warehouse."],
        [120, 140, "Templates give a new dashboard its layout, colours and starting charts."],
        [160, 180, "Exports download any chart as a CSV file or a PNG picture."],
      ]),
    });
  });
  afterAll(() => multilingualApp.close());

  it("tells the model to write in the question's language, finds the passage across languages and returns what it wrote", async () => {
    modelReply = { status: 200, content: "Abre Settings y elige Members [1]." };
    const question = "¿Cómo invito a un compañero de equipo?";
    const response = await multilingualApp.app.inject({
      method: "POST",
      url: `/api/qa/vemo/${tourId}`,
      headers: multilingualOwner.auth,
      payload: { question },
    });
    expect(response.json()).toMatchObject({
      success: true,
      answer: "Abre Settings y elige Members.",
      video_url: VIDEO,
      start: 40,
    });
    const sent = received.at(-1)!;
    expect(sent.messages[0]!.content).toContain(LANGUAGE_INSTRUCTION);
    expect(sent.messages[1]!.content).toContain(`Question: ${question}`);
    expect(sent.messages[1]!.content).toContain("open Settings and choose Members");
  });
});
