import { describe, expect, it } from "vitest";
import { bulkDownloadFilename, prospectFileKind, readProspectTable } from "./prospects.ts";

describe("readProspectTable", () => {
  it("reads name, email and company in any case and order, with an optional SL No", () => {
    const result = readProspectTable(
      [
        ["SL No", "Email", "NAME", "Company"],
        [1, "ada@example.com", "Ada", "Lovelace Ltd"],
        ["2", "bob@example.com", "Bob", ""],
      ],
      "csv",
    );
    expect(result).toEqual({
      prospects: [
        { slNo: "1", clientName: "Ada", email: "ada@example.com", companyName: "Lovelace Ltd" },
        { slNo: "2", clientName: "Bob", email: "bob@example.com", companyName: "Unknown Company" },
      ],
    });
  });

  it("needs a header and a data row", () => {
    expect(readProspectTable([["name", "email", "company"]], "csv")).toEqual({
      error: "CSV file must have at least a header row and one data row",
    });
    expect(readProspectTable([], "xlsx")).toEqual({
      error: "Excel file must have at least a header row and one data row",
    });
  });

  it("names the missing columns", () => {
    expect(
      readProspectTable(
        [
          ["Name", "Phone"],
          ["Ada", "1", "x"],
        ],
        "xls",
      ),
    ).toEqual({
      error: "Excel file is missing required columns: email, company",
    });
  });

  it("skips rows with fewer than 3 cells or without a name or e-mail", () => {
    const rows = [
      ["name", "email", "company"],
      ["Ada", "ada@example.com"],
      ["", "x@example.com", "X"],
      ["Bo", "", "Y"],
    ];
    expect(readProspectTable(rows, "csv")).toEqual({
      error: "No valid client data found in file. Please ensure each row has name and email.",
    });
  });
});

describe("prospect files", () => {
  it("are known by extension", () => {
    expect(["a.CSV", "b.xlsx", "c.xls", "d.txt", "e.csv.exe"].map(prospectFileKind)).toEqual([
      "csv",
      "xlsx",
      "xls",
      null,
      null,
    ]);
  });

  it("download under the uploaded name as .csv, or a dated name", () => {
    const date = new Date("2026-11-24T10:00:00Z");
    expect(bulkDownloadFilename("Q4 prospects.xlsx", date)).toBe("Q4 prospects.csv");
    expect(bulkDownloadFilename(null, date)).toBe("bulk_share_links_2026-11-24.csv");
  });
});
