import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Download, Locator, Page } from "@playwright/test";
import * as XLSX from "@e965/xlsx";
import {
  createProcessedVemo,
  createProOwner,
  createVemo,
  expectOk,
  SALESFORCE_QUESTION,
} from "../fixtures/pro-owner.ts";
import { askQuestion, openAsProspect } from "../fixtures/prospect.ts";
import { storeSession } from "../fixtures/session.ts";
import { openShareDialog } from "../fixtures/share-dialog.ts";

const CSV_HEADER = "SL No,Client Name,Company Name,Email,Shared Vemo";

type Customer = { name: string; email: string; company?: string };

/** The share dialog of the Vemo's card, at Unique Links → `choice`. */
async function openUniqueLinks(page: Page, title: string, choice: "Few Links" | "Bulk Upload"): Promise<Locator> {
  await page.goto("/vemos");
  const dialog = await openShareDialog(page, title);
  await dialog.getByRole("button", { name: "Unique Links" }).click();
  await dialog.getByRole("button", { name: choice }).click();
  return dialog;
}

async function fillCustomer(dialog: Locator, number: number, customer: Customer): Promise<void> {
  const fields = dialog.getByRole("group", { name: `Customer ${number}` });
  await fields.getByLabel("Name").fill(customer.name);
  await fields.getByLabel("Email").fill(customer.email);
  if (customer.company) await fields.getByLabel("Company (optional)").fill(customer.company);
}

/** The downloaded file's name and lines (without Excel's byte order mark). */
async function readDownload(download: Download): Promise<{ name: string; lines: string[] }> {
  const text = await readFile(await download.path(), "utf8");
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/),
  };
}

async function writeCsv(filePath: string, customers: readonly Customer[]): Promise<void> {
  await writeFile(
    filePath,
    ["SL No,Name,Email,Company", ...customers.map((c, i) => `${i + 1},${c.name},${c.email},${c.company}`)].join("\n"),
  );
}

async function writeXlsx(filePath: string, customers: readonly Customer[]): Promise<void> {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([["Name", "Email", "Company"], ...customers.map((c) => [c.name, c.email, c.company])]),
    "Prospects",
  );
  await writeFile(filePath, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

/** Bulk Upload of the file: the preview lists its customers before the links are generated. */
async function generateFromFile(
  page: Page,
  title: string,
  filePath: string,
  customers: readonly Customer[],
): Promise<Locator> {
  const dialog = await openUniqueLinks(page, title, "Bulk Upload");
  await dialog.getByLabel("Customer file").setInputFiles(filePath);
  const preview = dialog.getByRole("region", { name: "File preview" });
  await expect(preview.getByRole("status")).toHaveText(
    `${customers.length} customers found in ${path.basename(filePath)}`,
  );
  const rows = preview.getByRole("row");
  await expect(rows).toHaveCount(customers.length + 1);
  for (const [index, customer] of customers.entries()) {
    await expect(rows.nth(index + 1)).toHaveText(`${index + 1}${customer.name}${customer.email}${customer.company}`);
  }
  await dialog.getByRole("button", { name: "Generate Links" }).click();
  return dialog;
}

/** A row of the Bulk Uploads table: name (with the Vemo's title under it), type and customer count. */
async function expectBatch(row: Locator, name: string | RegExp, type: string, customers: number): Promise<void> {
  const cells = row.getByRole("cell");
  await expect(cells.first().getByText(name)).toBeVisible();
  await expect(cells.nth(1)).toHaveText(type);
  await expect(cells.nth(3)).toHaveText(String(customers));
}

test("a Pro owner makes Few links for three customers, copies one, and a prospect asks through their link", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await createProOwner(request);
  const title = "Orbit for prospects";
  await createProcessedVemo(request, owner, title);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await storeSession(page, owner.session);

  const customers: Customer[] = [
    { name: "Grace Hopper", email: "grace@navy.example", company: "US Navy" },
    { name: "Linus Torvalds", email: "linus@kernel.example", company: "Kernel Org" },
    { name: "Margaret Hamilton", email: "margaret@apollo.example" }, // no company: 'Unknown Company'
  ];
  const dialog = await openUniqueLinks(page, title, "Few Links");
  for (const [index, customer] of customers.entries()) {
    if (index > 0) await dialog.getByRole("button", { name: "Add customer" }).click();
    await fillCustomer(dialog, index + 1, customer);
  }
  await dialog.getByRole("button", { name: "Generate Links" }).click();

  await expect(dialog.getByRole("heading", { name: "Unique links generated" })).toBeVisible();
  const links = dialog.getByRole("list", { name: "Unique links" }).getByRole("listitem");
  await expect(links).toHaveCount(3);
  for (const customer of customers) {
    await expect(links.filter({ hasText: customer.name })).toContainText(
      `${customer.email}${customer.company ?? "Unknown Company"}New`,
    );
  }

  const graceLink = await dialog.getByLabel("Share link for Grace Hopper").inputValue();
  expect(graceLink).toMatch(new RegExp(`^${baseURL}/share/[\\w-]+$`));
  const others = await Promise.all(
    ["Linus Torvalds", "Margaret Hamilton"].map((name) => dialog.getByLabel(`Share link for ${name}`).inputValue()),
  );
  expect(new Set([graceLink, ...others]).size).toBe(3);
  await dialog.getByRole("button", { name: "Copy link for Grace Hopper" }).click();
  await expect(links.filter({ hasText: "Grace Hopper" }).getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(graceLink);

  const grace = await openAsProspect(browser, graceLink, title);
  await askQuestion(grace.page, SALESFORCE_QUESTION, /Salesforce API key/);
  await grace.context.close();
});

test("a Pro owner turns a CSV and an Excel file of prospects into links, downloads them, and finds every batch in Bulk Uploads", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await createProOwner(request);
  const title = "Orbit for the spring campaign";
  const vemoId = await createVemo(request, owner, title);
  const fewLinks = await request.post("/api/vemos/bulk-share", {
    headers: owner.auth,
    data: {
      vemoId,
      clientData: [{ clientName: "Ada Byron", email: "ada@engines.example" }],
      operationSource: "few_links",
    },
  });
  await expectOk(fewLinks);
  await storeSession(page, owner.session);

  const csvCustomers: Customer[] = [
    { name: "Alan Turing", email: "alan@bletchley.example", company: "Bletchley Park" },
    { name: "Joan Clarke", email: "joan@bletchley.example", company: "Bletchley Park" },
  ];
  // A typo in one row is named before anything is sent.
  const typoPath = testInfo.outputPath("typo.csv");
  await writeCsv(typoPath, [csvCustomers[0]!, { ...csvCustomers[1]!, email: "joan-at-bletchley.example" }]);
  const typoDialog = await openUniqueLinks(page, title, "Bulk Upload");
  await typoDialog.getByLabel("Customer file").setInputFiles(typoPath);
  await expect(typoDialog.getByText("Customer 2: Please enter a valid email address")).toBeVisible();

  const csvPath = testInfo.outputPath("spring-prospects.csv");
  await writeCsv(csvPath, csvCustomers);
  let dialog = await generateFromFile(page, title, csvPath, csvCustomers);
  await expect(dialog.getByRole("heading", { name: "2 links generated" })).toBeVisible();
  await expect(dialog.getByText("2 new • 0 existing")).toBeVisible();
  const alanLink = await dialog.getByLabel("Share link for Alan Turing").inputValue();
  const joanLink = await dialog.getByLabel("Share link for Joan Clarke").inputValue();

  const [csvDownload] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const csv = await readDownload(csvDownload);
  expect(csv.name).toBe("spring-prospects.csv");
  expect(csv.lines).toEqual([
    CSV_HEADER,
    `1,Alan Turing,Bletchley Park,alan@bletchley.example,${alanLink}`,
    `2,Joan Clarke,Bletchley Park,joan@bletchley.example,${joanLink}`,
  ]);
  await dialog.getByRole("button", { name: "Done" }).click();

  // Joan is in both files: she keeps the link she already has.
  const excelCustomers: Customer[] = [
    { name: "Joan Clarke", email: "joan@bletchley.example", company: "Bletchley Park" },
    { name: "Tommy Flowers", email: "tommy@dollis-hill.example", company: "Post Office Research" },
    { name: "Dilly Knox", email: "dilly@bletchley.example", company: "Bletchley Park" },
  ];
  const xlsxPath = testInfo.outputPath("q3-leads.xlsx");
  await writeXlsx(xlsxPath, excelCustomers);
  dialog = await generateFromFile(page, title, xlsxPath, excelCustomers);
  await expect(dialog.getByRole("heading", { name: "3 links generated" })).toBeVisible();
  await expect(dialog.getByText("2 new • 1 existing")).toBeVisible();
  await expect(dialog.getByLabel("Share link for Joan Clarke")).toHaveValue(joanLink);
  await dialog.getByRole("button", { name: "Done" }).click();

  await page.goto("/bulk-uploads");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await expectBatch(rows.nth(1), "q3-leads.csv", "Bulk Upload", 3);
  await expectBatch(rows.nth(2), "spring-prospects.csv", "Bulk Upload", 2);
  await expectBatch(rows.nth(3), /^bulk_share_links_\d{4}-\d{2}-\d{2}\.csv$/, "Few Links", 1);
  await expect(page.getByText("Total uploads: 3 batches • Total customers: 6")).toBeVisible();

  const [again] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download q3-leads.csv" }).click(),
  ]);
  const excelCsv = await readDownload(again);
  expect(excelCsv.name).toBe("q3-leads.csv");
  expect(excelCsv.lines[0]).toBe(CSV_HEADER);
  expect(excelCsv.lines).toHaveLength(4);
  expect(excelCsv.lines[2]).toMatch(
    /^2,Tommy Flowers,Post Office Research,tommy@dollis-hill\.example,http:\/\/localhost:\d+\/share\/[\w-]+$/,
  );

  // On a phone the table scrolls inside its frame; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Download q3-leads.csv" })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
