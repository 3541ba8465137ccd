import { describe, expect, it } from "vitest";
import { toPieces } from "./passages.ts";

describe("toPieces", () => {
  it("keeps a title on its own paragraph apart from the sentence after it", () => {
    expect(toPieces("Data security\n\nCustomer data is encrypted at rest. Keys rotate every ninety days.")).toEqual([
      "Data security\n\nCustomer data is encrypted at rest. Keys rotate every ninety days.",
    ]);
  });
});
