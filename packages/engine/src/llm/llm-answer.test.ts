import { afterEach, describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer-question.ts";
import { NOT_FOUND_ANSWER } from "../answer/extractive-answer.ts";
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
    const llm = await clientAnswering((_, response) =>
      replyWithChat(response, "Open the Reports tab and click Export [1]. Plans start at 20 dollars [2]."),
    );
    const index = createIndex([REPORTS_VIDEO, PRICING_PDF]);
    const answer = await answerQuestion(index, question, {
      llm,
      style: { tone: "casual", conciseResponses: true, technicalDetails: false },
    });
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

  it("declines when the model's answer cites no passage, naming no video moment", async () => {
    const llm = await clientAnswering((_, response) =>
      replyWithChat(response, "The passages do not say how to do that."),
    );
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO]), question, { llm });
    expect(answer).toEqual({ answer: NOT_FOUND_ANSWER, video_url: null, start: 0, sources: [] });
    expect(server!.received).toHaveLength(1);
  });

  it("declines a question the content does not cover without asking the model", async () => {
    const llm = await clientAnswering((_, response) =>
      replyWithChat(response, "Open a bank account at any branch [1]."),
    );
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO, PRICING_PDF]), "How do I open a bank account?", {
      llm,
    });
    expect(answer).toEqual({ answer: NOT_FOUND_ANSWER, video_url: null, start: 0, sources: [] });
    expect(server!.received).toHaveLength(0);
  });

  it("cites the document the model used, and no video when none supports the answer", async () => {
    const llm = await clientAnswering((_, response) => replyWithChat(response, "Starter is 20 dollars a month [1]."));
    const answer = await answerQuestion(
      createIndex([REPORTS_VIDEO, PRICING_PDF]),
      "How much does the Starter plan cost?",
      { llm },
    );
    expect(answer).toEqual({
      answer: "Starter is 20 dollars a month.",
      video_url: null,
      start: 0,
      sources: [{ source_type: "pdf", url: PRICING_PDF.url, start_timestamp: 0, page: 2 }],
    });
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
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO]), "Can I get my numbers into a spreadsheet?", {
      llm,
    });
    expect(answer.start).toBe(40);
    expect(answer.answer).toBe("Use Export.");
  });
});

describe("suggested questions", () => {
  it("come from the chat model when one is configured", async () => {
    const llm = await clientAnswering((_, response) =>
      replyWithChat(response, '["How do I export a report?", "How do I share a dashboard?"]'),
    );
    expect(await suggestQuestions(createIndex([REPORTS_VIDEO]), { llm, count: 2 })).toEqual([
      "How do I export a report?",
      "How do I share a dashboard?",
    ]);
  });

  it("come from the content's headings and sentences without a model, or when it fails", async () => {
    const llm = await clientAnswering((_, response) => replyWithChat(response, "I cannot help with that."));
    const index = createIndex([HELP_SITE, REPORTS_VIDEO]);
    const questions = await suggestQuestions(index, { llm, count: 3 });
    expect(questions).toEqual([
      "What should I know about security?",
      "What does the dashboard show?",
      "What should I know about data retention?",
    ]);
    expect(await suggestQuestions(index, { count: 3 })).toEqual(questions);
  });

  it("leave out a model's suggestion that the content does not answer", async () => {
    const llm = await clientAnswering((_, response) =>
      replyWithChat(response, '["Do you integrate with Salesforce?", "How do I export a report?"]'),
    );
    const questions = await suggestQuestions(createIndex([REPORTS_VIDEO]), { llm, count: 2 });
    expect(questions[0]).toBe("How do I export a report?");
    expect(questions).not.toContain("Do you integrate with Salesforce?");
  });
});
