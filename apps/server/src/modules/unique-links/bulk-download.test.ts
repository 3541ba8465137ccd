import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, bulkDownloadCsv } from "./bulk-download.ts";

const customer = (clientName: string) => ({ position: 1, slNo: "1", clientName, clientEmail: "a@example.com", clientCompany: "Acme", token: "tok" });

describe("bulkDownloadCsv", () => {
  it("starts with a byte order mark and the columns, and ends lines with CRLF", () => {
    const csv = bulkDownloadCsv([customer("Ada")], "https://vemo.example");
    expect(csv).toBe("\uFEFFSL No,Client Name,Company Name,Email,Shared Vemo\r\n1,Ada,Acme,a@example.com,https://vemo.example/share/tok");
  });

  it.each(["=1+1", "+1", "-2", "@SUM(A1)", "\tcmd", "\r=1", "=HYPERLINK(\"x\")\nmore"])("prefixes %j with a quote", (name) => {
    const csv = bulkDownloadCsv([customer(name)], "https://vemo.example");
    const [, row] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(row![1]).toBe(`'${name}`);
  });

  it("leaves ordinary text alone", () => {
    const [, row] = Papa.parse<string[]>(bulkDownloadCsv([customer("Zoë = 1")], "https://vemo.example").slice(1)).data;
    expect(row![1]).toBe("Zoë = 1");
  });
});

describe("attachmentDisposition", () => {
  it("gives a safe quoted name and the exact name in RFC 5987 form", () => {
    expect(attachmentDisposition("leads.csv")).toBe(`attachment; filename="leads.csv"; filename*=UTF-8''leads.csv`);
    expect(attachmentDisposition(`Zoë's "best" (1)\\x.csv`)).toBe(`attachment; filename="Zo_'s _best_ (1)_x.csv"; filename*=UTF-8''Zo%C3%AB%27s%20%22best%22%20%281%29%5Cx.csv`);
  });
});
