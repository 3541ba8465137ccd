import { afterEach, describe, expect, it } from "vitest";
import { answerQuestion } from "../answer/answer-question.ts";
import { createIndex } from "../indexing/create-index.ts";
import { REPORTS_VIDEO } from "../test-support/demo-content.ts";
import { replyWithStream, startFakeModelServer, type ModelHandler } from "../test-support/fake-model-server.ts";
import { createOpenAiCompatibleClient } from "./openai-compatible-client.ts";

let server: Awaited<ReturnType<typeof startFakeModelServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function streamingModel(handler: ModelHandler) {
  server = await startFakeModelServer(handler);
  return createOpenAiCompatibleClient({ baseUrl: server.baseUrl, model: "demo-model", timeoutMs: 2000 });
}

const question = "How do I export a report?";

describe("a streamed answer from an OpenAI-compatible chat model", () => {
  it("passes the text on as the model writes it, without markers, and ends with the cited answer", async () => {
    const llm = await streamingModel((_, response) =>
      replyWithStream(response, ["Open the Reports tab", " and click Export ", "[", "1]", "."]),
    );
    const pieces: string[] = [];
    const answer = await answerQuestion(createIndex([REPORTS_VIDEO]), question, {
      llm,
      onText: (text) => pieces.push(text),
    });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe("Open the Reports tab and click Export.");
    expect(answer).toMatchObject({
      answer: "Open the Reports tab and click Export.",
      video_url: REPORTS_VIDEO.url,
      start: 40,
    });
    expect(server!.received[0]!.body).toMatchObject({ stream: true, model: "demo-model" });
  });

  it("gives the built-in answer when the stream breaks off or carries no text", async () => {
    const index = createIndex([REPORTS_VIDEO]);
    const builtIn = await answerQuestion(index, question);
    const llm = await streamingModel((_, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end("data: {not json}\n\n");
    });
    expect(await answerQuestion(index, question, { llm, onText: () => undefined })).toEqual(builtIn);
    await server!.close();
    const empty = await streamingModel((_, response) => replyWithStream(response, []));
    expect(await answerQuestion(index, question, { llm: empty, onText: () => undefined })).toEqual(builtIn);
  });
});
