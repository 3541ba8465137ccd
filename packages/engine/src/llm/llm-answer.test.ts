import { afterEach, describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer-question.ts";
import { suggestQuestions } from "../answer/suggest-questions.ts";
import { createIndex } from "../indexing/create-index.ts";
import { HELP_SITE, PRICING_PDF, REPORTS_VIDEO } from "../test-support/demo-content.ts";
import { replyWithChat, startFakeModelServer, type ModelHandler } from "../test-support/fake-model-server.ts";
import { createOpenAiCompatibleClient } from "./openai-compatible-client.ts";

let server: Awaited<ReturnType<typeof startFakeModelServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientAnswering(handler: ModelHandler, options: { timeoutMs?: number; embeddingModel?: string } = {}) {
  server = await startFakeModelServer(handler);
  return createOpenAiCompatibleClient({ baseUrl: server.baseUrl, apiKey: "test-key", model: "demo-model", ...options });
}

const question = "How do I export a report?";

describe("answers from an OpenAI-compatible chat model", () => {
  it("returns the model's grounded answer with the passages it cited", async () => {
    const llm = await clientAnswering((_, response) => replyWithChat(response, "Open the Reports tab and click Export [1]. Plans start at 20 dollars [2]."));
    const index = createIndex([REPORTS_VIDEO, PRICING_PDF]);
    const answer = await answerQuestion(index, question, { llm, style: { tone: "casual", conciseResponses: true, technicalDetails: false } });
    expect(answer.answer).toBe("Open the Reports tab and click Export. Plans start at 20 dollars.");
    expect(answer.video_url).toBe(REPORTS_VIDEO.url);
    expect(answer.start).toBe(40);
    expect(answer.sources[0]).toEqual({ source_type: "video", url: REPORTS_VIDEO.url, start_timestamp: 40 });
    const [request] = server!.received;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer test-key");
    expect(request!.body.model).toBe("demo-model");
    const [system, user] = request!.body.messages as { role: string; content: string }[];
    expect(system!.content).toMatch(/cite/i);
    expect(system!.content).toMatch(/casually/);
    expect(user!.content).toMatch(/\[1\] \(video at 0:40\) Now let's export a report\./);
    expect(user!.content).toMatch(/Question: How do I export a report\?/);
  });

  it("gives the built-in answer when the model server answers with an HTTP error", async () => {
    const llm = await clientAnswering((_, response) => {
      response.writeHead(500);
      response.end("overloaded");
    });
    const index = createIndex([REPORTS_VIDEO]);
    expect(await answerQuestion(index, question, { llm })).toEqual(await answerQuestion(index, question));
  });

  it("gives the built-in answer when the model does not reply in time", async () => {
    const llm = await clientAnswering(() => undefined, { timeoutMs: 200 });
    const index = createIndex([REPORTS_VIDEO]);
    expect(await answerQuestion(index, question, { llm })).toEqual(await answerQuestion(index, question));
  });

  it("gives the built-in answer when the model cites no passage", async () => {
    const llm = await clientAnswering((_, response) => replyWithChat(response, "Just click around, it's easy."));
    const index = createIndex([REPORTS_VIDEO]);
    expect(await answerQuestion(index, question, { llm })).toEqual(await answerQuestion(index, question));
  });

  it("finds a paraphrase through the embeddings endpoint", async () => {
    const isAboutExports = (text: string) => /export|spreadsheet|csv/i.test(text);
    const llm = await clientAnswering(
      (request, response) => {
        if (request.path !== "/v1/embeddings") return replyWithChat(response, "Use Export [1].");
        const input = request.body.input as string[];
        const data = input.map((text, index) => ({ index, embedding: isAboutExports(text) ? [1, 0] : [0, 1] }));
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ data }));
      },
      { embeddingModel: "demo-embeddings" },
    );
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO]), "Can I get my numbers into a spreadsheet?", { llm });
    expect(answer.start).toBe(40);
    expect(answer.answer).toBe("Use Export.");
  });
});

describe("suggested questions", () => {
  it("come from the chat model when one is configured", async () => {
    const llm = await clientAnswering((_, response) => replyWithChat(response, '["How do I export a report?", "How do I share a dashboard?"]'));
    expect(await suggestQuestions(createIndex([REPORTS_VIDEO]), { llm, count: 2 })).toEqual(["How do I export a report?", "How do I share a dashboard?"]);
  });

  it("come from headings and key phrases without a model, or when it fails", async () => {
    const llm = await clientAnswering((_, response) => replyWithChat(response, "I cannot help with that."));
    const index = createIndex([HELP_SITE, REPORTS_VIDEO]);
    const questions = await suggestQuestions(index, { llm, count: 3 });
    expect(questions).toEqual(["What about security?", "What about data retention?", "What about deleted projects?"]);
    expect(await suggestQuestions(index, { count: 3 })).toEqual(questions);
  });
});
