import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, writeCsv } from "./csv-file.ts";

const cellOf = (csv: string) => Papa.parse<string[]>(csv.slice(1)).data[1]![0];

describe("writeCsv", () => {
  it("starts with a byte order mark and the columns, and ends lines with CRLF", () => {
    expect(writeCsv(["Name", "Views"], [["Ada", 2]])).toBe("\uFEFFName,Views\r\nAda,2");
  });

  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\tcmd", "\r=1", '=HYPERLINK("x")\nmore'])(
    "prefixes %j with a quote",
    (value) => {
      expect(cellOf(writeCsv(["Name"], [[value]]))).toBe(`'${value}`);
    },
  );

  it("leaves ordinary text alone", () => {
    expect(cellOf(writeCsv(["Name"], [["Zoë = 1"]]))).toBe("Zoë = 1");
  });
});

describe("attachmentDisposition", () => {
  it("gives a safe quoted name and the exact name in RFC 5987 form", () => {
    expect(attachmentDisposition("leads.csv")).toBe(`attachment; filename="leads.csv"; filename*=UTF-8''leads.csv`);
    expect(attachmentDisposition(`Zoë's "best" (1)\\x.csv`)).toBe(
      `attachment; filename="Zo_'s _best_ (1)_x.csv"; filename*=UTF-8''Zo%C3%AB%27s%20%22best%22%20%281%29%5Cx.csv`,
    );
  });
});
