import { describe, expect, it } from "vitest";
import { addTermScores, createTermIndex, searchable } from "./term-index.ts";

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** BM25+ of one term in one passage, written out. */
function expected(count: number, matching: number, total: number, length: number, averageLength: number): number {
  const inverseFrequency = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return inverseFrequency * (0.5 + (count * 2.2) / (count + 1.2 * (0.3 + (0.7 * length) / averageLength)));
}

describe("a term index", () => {
  const passages = [["report", "export", "report"], ["export", "csv", "file", ""], ["invoice"]];
  const index = createTermIndex(passages);

  it("scores each passage holding a term by BM25+, counting repeats and distinct terms per passage", () => {
    const relevance = new Float64Array(3);
    addTermScores(index, "report", 2, BM25, relevance);
    // Passage 0 holds "report" twice among 2 distinct terms; the mean length is (2 + 4 + 1) / 3.
    expect(relevance[0]).toBeCloseTo(2 * expected(2, 1, 3, 2, 7 / 3), 12);
    expect([relevance[1], relevance[2]]).toEqual([0, 0]);
    addTermScores(index, "export", 1, BM25, relevance);
    expect(relevance[0]).toBeCloseTo(2 * expected(2, 1, 3, 2, 7 / 3) + expected(1, 2, 3, 2, 7 / 3), 12);
    expect(relevance[1]).toBeCloseTo(expected(1, 2, 3, 4, 7 / 3), 12);
    expect(relevance[2]).toBe(0);
  });

  it("leaves relevance as it is for a term no passage holds, the empty term included", () => {
    const relevance = Float64Array.from([1, 2, 3]);
    addTermScores(index, "refund", 1, BM25, relevance);
    addTermScores(index, "", 1, BM25, relevance);
    expect([...relevance]).toEqual([1, 2, 3]);
  });

  it("scores the same once stored as plain data and loaded", () => {
    const { terms, postings, lengths, averageLength } = index;
    const loaded = searchable(JSON.parse(JSON.stringify({ terms, postings, lengths, averageLength })));
    for (const term of ["report", "export", "csv", "invoice"]) {
      const [before, after] = [new Float64Array(3), new Float64Array(3)];
      addTermScores(index, term, 1, BM25, before);
      addTermScores(loaded, term, 1, BM25, after);
      expect(after, term).toEqual(before);
    }
  });
});
