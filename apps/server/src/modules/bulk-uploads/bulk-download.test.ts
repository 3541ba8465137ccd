import { describe, expect, it } from "vitest";
import { bulkDownloadCsv } from "./bulk-download.ts";

describe("bulkDownloadCsv", () => {
  it("lists each customer with SL No, name, company, e-mail and their link", () => {
    const customer = {
      position: 1,
      slNo: "1",
      clientName: "Ada",
      clientEmail: "a@example.com",
      clientCompany: "Acme",
      token: "tok",
    };
    expect(bulkDownloadCsv([customer], "https://vemo.example")).toBe(
      "\uFEFFSL No,Client Name,Company Name,Email,Shared Vemo\r\n1,Ada,Acme,a@example.com,https://vemo.example/share/tok",
    );
  });
});
