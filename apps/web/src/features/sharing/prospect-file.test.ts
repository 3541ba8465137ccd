import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { readProspectFile } from "./prospect-file";

const csvFile = (text: string, name = "customers.csv") => new File([text], name, { type: "text/csv" });

function excelFile(rows: unknown[][], bookType: "xlsx" | "xls", name = `customers.${bookType}`): File {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Customers");
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([["ignored"]]), "Second sheet");
  return new File([XLSX.write(workbook, { type: "array", bookType }) as ArrayBuffer], name);
}

describe("readProspectFile", () => {
  it("reads a CSV file's customers, skipping empty lines", async () => {
    const result = await readProspectFile(
      csvFile("SL No,Name,Email,Company\n7,Ada,ada@example.com,Analytical Ltd\n\n8,Bob,bob@example.com,\n"),
    );
    expect(result).toEqual({
      prospects: [
        { slNo: "7", clientName: "Ada", email: "ada@example.com", companyName: "Analytical Ltd" },
        { slNo: "8", clientName: "Bob", email: "bob@example.com", companyName: "Unknown Company" },
      ],
    });
  });

  it.each(["xlsx", "xls"] as const)("reads the first sheet of an .%s file", async (bookType) => {
    const file = excelFile(
      [
        ["name", "EMAIL", "Company"],
        ["Ada", "ada@example.com", "Analytical Ltd"],
        ["Grace", "grace@example.com", 1906],
      ],
      bookType,
    );
    expect(await readProspectFile(file)).toEqual({
      prospects: [
        { clientName: "Ada", email: "ada@example.com", companyName: "Analytical Ltd" },
        { clientName: "Grace", email: "grace@example.com", companyName: "1906" },
      ],
    });
  });

  it("refuses other kinds of file", async () => {
    expect(await readProspectFile(new File(["name,email,company"], "customers.txt"))).toEqual({
      error: "Unsupported file format. Please upload a CSV or Excel (.xlsx/.xls) file.",
    });
  });

  it.each(["customers.xlsx", "customers.xls"])("calls %s with garbage bytes corrupted", async (name) => {
    const garbage = Uint8Array.from({ length: 512 }, (_, index) => (index * 37 + 11) % 256);
    expect(await readProspectFile(new File([garbage], name))).toEqual({
      error: "Error parsing Excel file. Please ensure the file is not corrupted.",
    });
  });

  it("calls a damaged .xlsx package corrupted", async () => {
    const whole = new Uint8Array(await excelFile([["name", "email", "company"]], "xlsx").arrayBuffer());
    expect(await readProspectFile(new File([whole.slice(0, 60)], "cut.xlsx"))).toEqual({
      error: "Error parsing Excel file. Please ensure the file is not corrupted.",
    });
  });

  it("names the file kind in the header and column messages", async () => {
    expect(await readProspectFile(csvFile("name,email,company\n"))).toEqual({
      error: "CSV file must have at least a header row and one data row",
    });
    expect(
      await readProspectFile(
        excelFile(
          [
            ["Name", "Email"],
            ["Ada", "ada@example.com", ""],
          ],
          "xlsx",
        ),
      ),
    ).toEqual({
      error: "Excel file is missing required columns: company",
    });
  });

  it("needs a row with a name and an e-mail", async () => {
    expect(await readProspectFile(csvFile("name,email,company\nAda,,Analytical\n,bob@example.com,Bobs\n"))).toEqual({
      error: "No valid client data found in file. Please ensure each row has name and email.",
    });
  });

  it("names the customer the server would refuse, numbered as the preview shows them", async () => {
    expect(
      await readProspectFile(
        csvFile("name,email,company\nAda,ada@example.com,Analytical\nBob,bob-at-example.com,Bobs\n"),
      ),
    ).toEqual({
      error: "Customer 2: Please enter a valid email address",
    });
    expect(await readProspectFile(csvFile("SL No,name,email,company\nA-7,Ada,ada@example,Analytical\n"))).toEqual({
      error: "Customer A-7: Please enter a valid email address",
    });
  });

  it("refuses more customers than one request may carry", async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => `Customer ${index},c${index}@example.com,Acme`);
    expect(await readProspectFile(csvFile(["name,email,company", ...rows].join("\n")))).toEqual({
      error: "A file can have at most 10,000 customers. Split it into smaller files.",
    });
  });

  it("puts a cell typed on several lines on one line", async () => {
    const result = await readProspectFile(
      excelFile(
        [
          ["name", "email", "company"],
          ["Ada\nLovelace", "ada@example.com", "Analytical\r\nEngines"],
        ],
        "xlsx",
      ),
    );
    expect(result).toEqual({
      prospects: [{ clientName: "Ada Lovelace", email: "ada@example.com", companyName: "Analytical Engines" }],
    });
  });

  it("refuses an .xlsx whose parts say they unpack to more than 50 MB, without unpacking them", async () => {
    const workbook = new Uint8Array(await excelFile([["name", "email", "company"]], "xlsx").arrayBuffer());
    // A few kilobytes that declare 60 MB in the package's directory, as a ZIP bomb does.
    const view = new DataView(workbook.buffer);
    const directoryEntry = workbook.findIndex((_, at) => view.getUint32(at, true) === 0x02014b50);
    view.setUint32(directoryEntry + 24, 60 * 1024 * 1024, true);
    expect(await readProspectFile(new File([workbook], "customers.xlsx"))).toEqual({
      error:
        "This Excel file unpacks to more than 50 MB, too large to read here. Please save it as CSV or split it into smaller files.",
    });
  });
});
