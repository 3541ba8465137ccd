import { describe, expect, it } from "vitest";
import { namesHeardApart } from "./names-heard-apart.ts";

describe("names automatic captions heard as two words", () => {
  it("reads a well-known product's name from the dictionary words it was heard as", () => {
    const words = "the volumes go to sales force or to hub spot and invoices to quick books".split(" ");
    expect(namesHeardApart(words)).toEqual(["salesforc", "hubspot", "quickbook"]);
  });

  it("leaves everyday phrases and stop words alone", () => {
    expect(namesHeardApart("it just works and you can look out for a work day".split(" "))).toEqual([]);
  });
});
