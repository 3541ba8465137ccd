import { describe, expect, it } from "vitest";
import { readStreamedReply } from "./streamed-reply.ts";

async function* chunksOf(...chunks: string[]) {
  yield* chunks;
}

async function shown(...chunks: string[]): Promise<{ parts: string[]; reply: string }> {
  const parts: string[] = [];
  const reply = await readStreamedReply(chunksOf(...chunks), (text) => parts.push(text));
  return { parts, reply };
}

describe("readStreamedReply", () => {
  it("passes text on as it arrives and returns the whole reply", async () => {
    expect(await shown("Open the ", "Reports tab", ".")).toEqual({
      parts: ["Open the", " Reports tab", "."],
      reply: "Open the Reports tab.",
    });
  });

  it("drops citation markers split across chunks, and the space before them", async () => {
    const { parts, reply } = await shown("Click Export ", "[", "1", "]", "[2", "]. Plans start at 20 dollars [", "3].");
    expect(parts.join("")).toBe("Click Export. Plans start at 20 dollars.");
    expect(reply).toBe("Click Export [1][2]. Plans start at 20 dollars [3].");
  });

  it("shows brackets that turn out not to be a marker", async () => {
    const { parts } = await shown("Use the [", "Export] button", " [beta", "]");
    expect(parts.join("")).toBe("Use the [Export] button [beta]");
  });
});
