import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readBody, send, startFixtureServer, type FixtureServer } from "../../test/fixture-servers/fixture-server.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import { addUniqueLink, sharedTour, type SharedTour } from "../sharing/viewer-test-support.ts";
import { ask, minutesAgo, view } from "./analytics-test-support.ts";

// A loopback OpenAI-compatible model server. Only insight requests (told apart by their
// instructions) get the reply the test sets; the share chat's answer requests get a 503, so
// questions are answered by the built-in engine and never count as summaries.
type ChatMessage = { role: string; content: string };
let insightReply: { status: number; content: string } | "hang" = { status: 200, content: "" };
const insightRequests: ChatMessage[][] = [];

let model: FixtureServer;
let testApp: TestApp;
let acme: SharedTour;
let grace: string;

beforeAll(async () => {
  model = await startFixtureServer(async (request, response) => {
    const { messages } = JSON.parse((await readBody(request)).toString() || "{}") as { messages?: ChatMessage[] };
    if (!messages?.[0]?.content.includes("sales team"))
      return send(response, 503, "application/json", '{"error":"answers are not this test\'s business"}');
    insightRequests.push(messages);
    if (insightReply === "hang") return; // never answers: the server's timeout must give up
    const { status, content } = insightReply;
    const body =
      status === 200
        ? JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] })
        : '{"error":"boom"}';
    send(response, status, "application/json", body);
  });
  testApp = await startTestApp({
    env: { LLM_BASE_URL: `${model.baseUrl}/v1`, LLM_MODEL: "tiny-chat", LLM_TIMEOUT_MS: "1000" },
  });
  acme = await sharedTour(testApp, { companyName: "Acme", title: "Acme tour" });
  grace = (
    await addUniqueLink(testApp, acme, { name: "Grace Hopper", email: "grace@navy.example", company: "US Navy" })
  ).token;
  const session = await view(testApp, grace, { at: minutesAgo(30), seconds: 30 });
  await ask(testApp, grace, { question: "How do I invite a teammate?", at: minutesAgo(29), sessionId: session });
  await ask(testApp, grace, { question: "What does SSO cost for 200 seats?", at: minutesAgo(28), sessionId: session });
});
afterAll(async () => {
  await testApp.close();
  await model.close();
});
beforeEach(() => {
  insightReply = { status: 200, content: "" };
});

const summarise = (payload: Record<string, unknown>) =>
  testApp.app.inject({
    method: "POST",
    url: "/api/analytics/generate-insight-summary",
    headers: acme.owner.auth,
    payload,
  });
const summaryOf = async (payload: Record<string, unknown>) => (await summarise(payload)).json().data.summary as string;
const storedSummary = async () =>
  (
    await testApp.app.inject({
      method: "GET",
      url: `/api/analytics/customer-interaction-details/${grace}`,
      headers: acme.owner.auth,
    })
  ).json().data.insight_summary;
const FALLBACK =
  'Grace Hopper asked 2 questions about Acme tour and watched for 1:00. They asked about "How do I invite a teammate?". The answers took them to 0:15 in the video. The demo\'s content did not answer 1 question: "What does SSO cost for 200 seats?".';

describe("insight summaries written by a configured chat model", () => {
  it("falls back to the plain sentence when the model server fails, and keeps nothing", async () => {
    insightReply = { status: 500, content: "" };
    const asked = insightRequests.length;
    expect(await summaryOf({ questions: [], customerName: "", vemoTitle: "", shareToken: grace })).toBe(FALLBACK);
    expect(insightRequests.length).toBe(asked + 1);
    expect(await storedSummary()).toBeNull();
  });

  it("falls back when the model does not answer in time", async () => {
    insightReply = "hang";
    expect(await summaryOf({ questions: [], customerName: "", vemoTitle: "", shareToken: grace })).toBe(FALLBACK);
  });

  it("returns the model's summary, written from the title and questions only, and keeps it for the prospect", async () => {
    insightReply = {
      status: 200,
      content: "The prospect is weighing SSO for a 200-seat team and how to bring colleagues in.",
    };
    const summary = await summaryOf({ questions: [], customerName: "", vemoTitle: "", shareToken: grace });
    expect(summary).toBe("The prospect is weighing SSO for a 200-seat team and how to bring colleagues in.");

    const prompt = insightRequests
      .at(-1)!
      .map((message) => message.content)
      .join("\n");
    expect(prompt).toContain("Acme tour");
    expect(prompt).toContain("1. How do I invite a teammate?");
    expect(prompt).toContain("2. What does SSO cost for 200 seats?");
    for (const personal of ["Grace", "grace@navy.example", "US Navy"]) expect(prompt).not.toContain(personal);
    expect(await storedSummary()).toBe(summary);
  });

  it("answers from the kept summary without asking the model again", async () => {
    insightReply = { status: 200, content: "A different summary that must not be used." };
    const asked = insightRequests.length;
    expect(await summaryOf({ questions: [], customerName: "", vemoTitle: "", shareToken: grace })).toBe(
      "The prospect is weighing SSO for a 200-seat team and how to bring colleagues in.",
    );
    expect(insightRequests.length).toBe(asked);
  });

  it("writes a new summary once the prospect asks another question", async () => {
    await ask(testApp, grace, { question: "Can we try it for a month?", at: minutesAgo(10) });
    expect(await storedSummary()).toBeNull();

    insightReply = { status: 200, content: "The prospect now also asks about a month-long trial." };
    const asked = insightRequests.length;
    expect(await summaryOf({ questions: [], customerName: "", vemoTitle: "", shareToken: grace })).toBe(
      "The prospect now also asks about a month-long trial.",
    );
    expect(insightRequests.length).toBe(asked + 1);
    expect(insightRequests.at(-1)!.at(-1)!.content).toContain("3. Can we try it for a month?");
    expect(await storedSummary()).toBe("The prospect now also asks about a month-long trial.");
  });

  it("sums up questions sent without a prospect, keeping nothing", async () => {
    insightReply = { status: 200, content: "The prospect wants to know about exports." };
    expect(
      await summaryOf({ questions: ["Can I export to CSV?"], customerName: "Dana", vemoTitle: "Field guide" }),
    ).toBe("The prospect wants to know about exports.");
    expect(insightRequests.at(-1)!.at(-1)!.content).toContain("Field guide");
  });

  it("does not ask the model about a viewer without questions", async () => {
    const asked = insightRequests.length;
    expect(await summaryOf({ questions: [], customerName: "Dana", vemoTitle: "Field guide" })).toBe(
      "Dana viewed Field guide without asking any questions.",
    );
    expect(insightRequests.length).toBe(asked);
  });
});
