import { describe, expect, it } from "vitest";
import { isCsvFile, parseTestCsv, parseTimestamp, testTemplateCsv } from "./test-csv";

const header = "video_url,question,expected_timestamp,expected_answer_snippet";
const csvFile = (text: string, name = "tests.csv") => new File([text], name, { type: "text/csv" });

describe("isCsvFile", () => {
  it("accepts the CSV type or a .csv name, nothing else", () => {
    expect(isCsvFile(new File([""], "tests.csv", { type: "application/vnd.ms-excel" }))).toBe(true);
    expect(isCsvFile(new File([""], "export", { type: "text/csv" }))).toBe(true);
    expect(isCsvFile(new File([""], "notes.txt", { type: "text/plain" }))).toBe(false);
  });
});

describe("parseTimestamp", () => {
  it("reads seconds and clock times", () => {
    expect(parseTimestamp("68.6")).toBe(68.6);
    expect(parseTimestamp(" 1:08 ")).toBe(68);
    expect(parseTimestamp("1:01:08")).toBe(3668);
  });

  it("rejects anything else", () => {
    for (const raw of ["", "abc", "-5", "1:2:3:4", "1:"]) expect(parseTimestamp(raw)).toBeNull();
  });
});

describe("parseTestCsv", () => {
  it("reads every row, trimming cells and skipping blank lines", async () => {
    const rows = await parseTestCsv(
      csvFile(`${header}\nhttps://youtu.be/abc , How do I start? ,0:14,"Click ""Start"""\n\n`),
    );
    expect(rows).toEqual([
      {
        videoUrl: "https://youtu.be/abc",
        question: "How do I start?",
        expectedSeconds: 14,
        expectedSnippet: 'Click "Start"',
      },
    ]);
  });

  it("reads the template the page offers for download, about the welcome demo's video on this site", async () => {
    const rows = await parseTestCsv(csvFile(testTemplateCsv("http://127.0.0.1:4100")));
    expect(rows.map((row) => [row.videoUrl, row.question, row.expectedSeconds])).toEqual([
      ["http://127.0.0.1:4100/media/welcome-demo.mp4", "How do I create a Vemo?", 10.4],
      ["http://127.0.0.1:4100/media/welcome-demo.mp4", "How much does the Pro plan cost?", 68.6],
    ]);
  });

  it("names the missing columns", async () => {
    await expect(parseTestCsv(csvFile("video_url,question,expected_answer_snippet\nu,q,s\n"))).rejects.toThrow(
      "The CSV file is missing the required column: expected_timestamp",
    );
    await expect(parseTestCsv(csvFile("video_url,expected_answer_snippet\nu,s\n"))).rejects.toThrow(
      "The CSV file is missing the required columns: question, expected_timestamp",
    );
  });

  it("refuses a file without rows and rows it cannot run", async () => {
    await expect(parseTestCsv(csvFile(`${header}\n`))).rejects.toThrow("The CSV file has no test rows");
    await expect(parseTestCsv(csvFile(`${header}\nu,q,10,s\nu,,10,s\n`))).rejects.toThrow("Row 3: question is empty");
    await expect(parseTestCsv(csvFile(`${header}\nu,q,soon,s\n`))).rejects.toThrow(
      'Row 2: expected_timestamp "soon" is not a time in seconds or m:ss',
    );
  });
});
