import * as XLSX from "@e965/xlsx";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import {
  buildLink,
  clickInDialog,
  linksGenerated,
  proCompany,
  renderShareDialog,
  shareDialog,
  stubOwner,
  stubUploadsThroughFetch,
} from "../share-test-support";

const bulkShareCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === "POST" && call.path === "/api/vemos/bulk-share");
const fileInput = () => within(shareDialog()).getByLabelText("Customer file") as HTMLInputElement;
const dialogAlert = () => within(shareDialog()).queryByRole("alert")?.textContent ?? null;

const CUSTOMERS_CSV =
  "SL No,Name,Email,Company\n1,Ada,ada@example.com,Analytical Ltd\n2,Bob,bob@example.com,\n3,Cy,cy@example.com,Cyber\n";
const csvFile = (text: string, name = "spring-leads.csv") => new File([text], name, { type: "text/csv" });

function xlsxFile(rows: unknown[][], name: string): File {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Leads");
  return new File([XLSX.write(workbook, { type: "array", bookType: "xlsx" }) as ArrayBuffer], name);
}

async function openBulkUpload(answer: (call: ApiCall) => ApiReply | Promise<ApiReply> | undefined = () => undefined) {
  storeSession();
  const calls = stubOwner(proCompany, answer);
  const uploads = stubUploadsThroughFetch();
  renderShareDialog();
  const user = userEvent.setup({ applyAccept: false });
  await clickInDialog(user, "Unique Links");
  await clickInDialog(user, "Bulk Upload");
  return { calls, uploads, user };
}

const links = [
  buildLink(),
  buildLink({
    shareUrl: "http://localhost:3000/share/BobToken0000000000000",
    shareId: "share-bob",
    clientName: "Bob",
    email: "bob@example.com",
    companyName: "Unknown Company",
  }),
  buildLink({
    shareUrl: "http://localhost:3000/share/CyToken00000000000000",
    shareId: "share-cy",
    clientName: "Cy",
    email: "cy@example.com",
    companyName: "Cyber",
    isNewLink: false,
  }),
];

describe("Bulk Upload", () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("asks for a file when none is chosen", async () => {
    const { calls, user } = await openBulkUpload();
    expect(fileInput()).toHaveAttribute("accept", ".csv,.xlsx,.xls");
    await clickInDialog(user, "Generate Links");
    expect(dialogAlert()).toBe("Please select a file first");
    expect(bulkShareCalls(calls)).toHaveLength(0);
  });

  it("previews a CSV file's customers, sends them with the file name while showing the upload's progress, and lists the links", async () => {
    let answerUpload: (reply: ApiReply) => void = () => undefined;
    const { calls, uploads, user } = await openBulkUpload((call) =>
      call.path === "/api/vemos/bulk-share" ? new Promise<ApiReply>((resolve) => (answerUpload = resolve)) : undefined,
    );
    await user.upload(fileInput(), csvFile(CUSTOMERS_CSV));

    const preview = await screen.findByRole("region", { name: "File preview" });
    expect(within(preview).getByRole("status").textContent).toBe("3 customers found in spring-leads.csv");
    const rows = within(preview)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["SL No", "Name", "Email", "Company"],
      ["1", "Ada", "ada@example.com", "Analytical Ltd"],
      ["2", "Bob", "bob@example.com", "Unknown Company"],
      ["3", "Cy", "cy@example.com", "Cyber"],
    ]);

    await clickInDialog(user, "Generate Links");
    await vi.waitFor(() => expect(bulkShareCalls(calls)).toHaveLength(1));
    expect(bulkShareCalls(calls)[0]).toMatchObject({
      authorization: "Bearer access-token",
      body: {
        vemoId: "vemo-7",
        operationSource: "bulk_upload",
        originalFilename: "spring-leads.csv",
        clientData: [
          { slNo: "1", clientName: "Ada", email: "ada@example.com", companyName: "Analytical Ltd" },
          { slNo: "2", clientName: "Bob", email: "bob@example.com", companyName: "Unknown Company" },
          { slNo: "3", clientName: "Cy", email: "cy@example.com", companyName: "Cyber" },
        ],
      },
    });

    uploads.reportUploaded(0.4);
    expect(await screen.findByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "40");
    expect(within(shareDialog()).getByText("40%")).toBeInTheDocument();
    uploads.reportUploaded(1);
    expect(await screen.findByText("Generating links… (3 customers)")).toBeInTheDocument();
    expect(within(shareDialog()).queryByRole("progressbar")).not.toBeInTheDocument();

    answerUpload(linksGenerated(links, "batch-9"));
    expect(await screen.findByRole("heading", { name: "3 links generated" })).toBeInTheDocument();
    expect(within(shareDialog()).getByText("2 new • 1 existing")).toBeInTheDocument();
    const list = within(shareDialog()).getByRole("list", { name: "Unique links" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Ada", "Bob", "Cy"]);
  });

  it("downloads the batch's CSV under the uploaded file's name", async () => {
    const csv =
      "SL No,Client Name,Company Name,Email,Shared Vemo\n1,Ada,Analytical Ltd,ada@example.com,http://localhost:3000/share/AdaToken0000000000000\n";
    const { calls, user } = await openBulkUpload((call) =>
      call.path === "/api/vemos/bulk-share" ? linksGenerated(links.slice(0, 1), "batch-9") : undefined,
    );
    const answerJson = globalThis.fetch;
    const downloads: string[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith("/download")) return answerJson(input, init);
      downloads.push(`${String(input)} ${new Headers(init?.headers).get("Authorization")}`);
      return Promise.resolve(new Response(csv, { headers: { "Content-Type": "text/csv" } }));
    });
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => (saved.push(blob), "blob:batch-9"),
      revokeObjectURL: () => undefined,
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute("href")}`);
    });

    await user.upload(
      fileInput(),
      csvFile("name,email,company\nAda,ada@example.com,Analytical Ltd\n", "Spring Leads.xlsx.csv"),
    );
    await screen.findByRole("region", { name: "File preview" });
    await clickInDialog(user, "Generate Links");
    await clickInDialog(user, "Download CSV");

    await vi.waitFor(() => expect(clicked).toEqual(["Spring Leads.xlsx.csv blob:batch-9"]));
    expect(downloads).toEqual(["/api/vemos/bulk-uploads/batch-9/download Bearer access-token"]);
    expect(await saved[0]?.text()).toBe(csv);
    expect(bulkShareCalls(calls)).toHaveLength(1);
  });

  it("reads the first sheet of an .xlsx file", async () => {
    const { calls, user } = await openBulkUpload((call) =>
      call.path === "/api/vemos/bulk-share" ? linksGenerated(links.slice(0, 2)) : undefined,
    );
    const file = xlsxFile(
      [
        ["Name", "Email", "Company"],
        ["Ada", "ada@example.com", "Analytical Ltd"],
        ["Bob", "bob@example.com", ""],
      ],
      "leads.xlsx",
    );
    await user.upload(fileInput(), file);
    const preview = await screen.findByRole("region", { name: "File preview" });
    expect(within(preview).getByRole("status").textContent).toBe("2 customers found in leads.xlsx");

    await clickInDialog(user, "Generate Links");
    await screen.findByRole("heading", { name: "2 links generated" });
    expect(bulkShareCalls(calls)[0]?.body).toEqual({
      vemoId: "vemo-7",
      operationSource: "bulk_upload",
      originalFilename: "leads.xlsx",
      clientData: [
        { clientName: "Ada", email: "ada@example.com", companyName: "Analytical Ltd" },
        { clientName: "Bob", email: "bob@example.com", companyName: "Unknown Company" },
      ],
    });
  });

  it.each([
    [
      "an unsupported file",
      () => new File(["name,email,company\nAda,ada@example.com,A"], "leads.txt"),
      "Unsupported file format. Please upload a CSV or Excel (.xlsx/.xls) file.",
    ],
    [
      "a CSV without data rows",
      () => csvFile("name,email,company\n"),
      "CSV file must have at least a header row and one data row",
    ],
    [
      "a CSV missing columns",
      () => csvFile("Name,Phone\nAda,123,x\n"),
      "CSV file is missing required columns: email, company",
    ],
    [
      "an Excel file missing columns",
      () =>
        xlsxFile(
          [
            ["Name", "Email"],
            ["Ada", "ada@example.com"],
          ],
          "leads.xlsx",
        ),
      "Excel file is missing required columns: company",
    ],
    [
      "a file without a usable row",
      () => csvFile("name,email,company\nAda,,Analytical\n,bob@example.com,B\n"),
      "No valid client data found in file. Please ensure each row has name and email.",
    ],
    [
      "a corrupted Excel file",
      () => new File([Uint8Array.from({ length: 256 }, (_, index) => (index * 53 + 7) % 256)], "leads.xlsx"),
      "Error parsing Excel file. Please ensure the file is not corrupted.",
    ],
  ])("reports %s and sends nothing", async (_, buildFile, message) => {
    const { calls, user } = await openBulkUpload();
    fireEvent.change(fileInput(), { target: { files: [buildFile()] } });
    await vi.waitFor(() => expect(dialogAlert()).toBe(message));
    expect(within(shareDialog()).queryByRole("region", { name: "File preview" })).not.toBeInTheDocument();

    await clickInDialog(user, "Generate Links");
    expect(dialogAlert()).toBe(message);
    expect(bulkShareCalls(calls)).toHaveLength(0);
  });

  it("reports the server's refusal in its words, and any other failure generically", async () => {
    let reply: ApiReply = {
      status: 400,
      body: { success: false, error: "Customer 2: Please enter a valid email address" },
    };
    const { user } = await openBulkUpload((call) => (call.path === "/api/vemos/bulk-share" ? reply : undefined));
    await user.upload(fileInput(), csvFile(CUSTOMERS_CSV));
    await screen.findByRole("region", { name: "File preview" });

    await clickInDialog(user, "Generate Links");
    await vi.waitFor(() => expect(dialogAlert()).toBe("Customer 2: Please enter a valid email address"));

    reply = { status: 502, body: { success: false, error: "Bad gateway" } };
    await clickInDialog(user, "Generate Links");
    await vi.waitFor(() => expect(dialogAlert()).toBe("Failed to generate bulk links. Please try again."));
  });

  it("opens the upgrade prompt when the server refuses a lapsed subscription", async () => {
    const message = "Your subscription is no longer active. Reactivate your subscription to share Vemos.";
    const { user } = await openBulkUpload((call) =>
      call.path === "/api/vemos/bulk-share"
        ? {
            status: 403,
            body: { success: false, error: message, requiresUpgrade: true, isCancelled: true, currentPlan: "pro" },
          }
        : undefined,
    );
    await user.upload(fileInput(), csvFile(CUSTOMERS_CSV));
    await screen.findByRole("region", { name: "File preview" });
    await clickInDialog(user, "Generate Links");
    expect(
      within(await screen.findByRole("dialog", { name: "Upgrade Required" })).getByText(message),
    ).toBeInTheDocument();
  });
});
