import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes, storeSession, stubApi } from "../../../test-utils";
import type { ApiCall, ApiReply } from "../../../test-utils";
import { TestRunnerPage } from "./test-runner-page";

const header = "video_url,question,expected_timestamp,expected_answer_snippet";
const backends = [
  {
    id: "backend1",
    name: "Backend 1",
    description: "Production Backend",
    profile: "production",
    url: "engine://production",
  },
  { id: "backend2", name: "Backend 2", description: "Testing Backend", profile: "testing", url: "engine://testing" },
];

function stubServer(
  answerTest: (call: ApiCall) => ApiReply | Promise<ApiReply> = () => ({
    body: { success: true, start: 0, answer: "" },
  }),
) {
  return stubApi((call) => {
    if (call.path === "/api/qa/backends") return { body: { success: true, data: backends } };
    if (call.method === "POST" && call.path === "/api/qa/test") return answerTest(call);
    return undefined;
  });
}

function renderPage() {
  storeSession();
  renderRoutes([{ path: "/test-runner", element: <TestRunnerPage /> }], "/test-runner");
  return userEvent.setup({ applyAccept: false });
}

async function uploadCsv(
  user: ReturnType<typeof userEvent.setup>,
  text: string,
  name = "tests.csv",
  type = "text/csv",
) {
  await user.upload(screen.getByLabelText("Upload test CSV"), new File([text], name, { type }));
}

const testCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === "/api/qa/test");
const summaryValue = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("TestRunnerPage", () => {
  it("refuses a file that is not a CSV, and a run without a file", async () => {
    const calls = stubServer();
    const user = renderPage();
    await user.click(screen.getByRole("button", { name: "Test Current Backend" }));
    expect(screen.getByRole("alert").textContent).toBe("Please upload a CSV file first");

    await uploadCsv(user, "not a table", "notes.txt", "text/plain");
    expect(screen.getByRole("alert").textContent).toBe("Please upload a valid CSV file");
    await user.click(screen.getByRole("button", { name: "Test All Backends" }));
    expect(screen.getByRole("alert").textContent).toBe("Please upload a valid CSV file");
    expect(testCalls(calls)).toHaveLength(0);
    const template = screen.getByRole("link", { name: "Download Template" });
    expect(template).toHaveAttribute("download", "test-runner-template.csv");
    expect(decodeURIComponent(template.getAttribute("href") ?? "")).toContain(
      `${window.location.origin}/media/welcome-demo.mp4,How do I create a Vemo?`,
    );
  });

  it("names a missing column and runs nothing", async () => {
    const calls = stubServer();
    const user = renderPage();
    await uploadCsv(user, "video_url,question,expected_answer_snippet\nhttps://youtu.be/abc,How?,Here\n");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The CSV file is missing the required column: expected_timestamp",
    );
    await user.click(screen.getByRole("button", { name: "Test Current Backend" }));
    expect(testCalls(calls)).toHaveLength(0);
  });

  it("shows the first backend with its URL when the stored id is unknown, and stores a new choice", async () => {
    localStorage.setItem("selectedBackend", "backend9");
    stubServer();
    const user = renderPage();
    expect(screen.getByText("Backend 1 (Production Backend)", { selector: "dd" })).toBeInTheDocument();
    expect(await screen.findByText("engine://production")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Select backend"), "backend2");
    expect(screen.getByText("Backend 2 (Testing Backend)", { selector: "dd" })).toBeInTheDocument();
    expect(screen.getByText("engine://testing")).toBeInTheDocument();
    expect(localStorage.getItem("selectedBackend")).toBe("backend2");
  });

  it("starts with a stored backend that is one of the two", () => {
    localStorage.setItem("selectedBackend", "backend2");
    stubServer();
    renderPage();
    expect((screen.getByLabelText("Select backend") as HTMLSelectElement).value).toBe("backend2");
  });

  it("runs the rows one after another and scores them against the current backend", async () => {
    let releaseFirst = () => {};
    const firstReply = new Promise<void>((resolve) => (releaseFirst = resolve));
    const calls = stubServer(async (call) => {
      const { question } = call.body as { question: string };
      if (question === "How do I start?") {
        await firstReply;
        return { body: { success: true, start: 12, answer: "Open the home screen." } };
      }
      if (question === "How do I share?")
        return { body: { success: true, start: 50, answer: "Use the share button." } };
      return { status: 400, body: { success: false, error: "This video is not in any of your Vemos" } };
    });
    const user = renderPage();
    await uploadCsv(
      user,
      [
        header,
        "https://youtu.be/abc,How do I start?,10,home",
        "https://youtu.be/abc,How do I share?,0:10,share",
        "https://unknown.test/v.mp4,What else?,5,",
      ].join("\n"),
    );
    expect(await screen.findByText("3 tests loaded from tests.csv")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Test Current Backend" }));
    expect((await screen.findByRole("status")).textContent).toBe("Running 1 of 3");
    releaseFirst();

    const report = await screen.findByRole("region", { name: "Results: Backend 1 (Production Backend)" });
    expect(testCalls(calls).map((call) => call.body)).toEqual([
      { question: "How do I start?", video_url: "https://youtu.be/abc", backend_url: "production" },
      { question: "How do I share?", video_url: "https://youtu.be/abc", backend_url: "production" },
      { question: "What else?", video_url: "https://unknown.test/v.mp4", backend_url: "production" },
    ]);
    expect(summaryValue(report, "Total Tests")).toBe("3");
    expect(summaryValue(report, "Passed")).toBe("1");
    expect(summaryValue(report, "Pass Rate")).toBe("33.3%");
    expect(summaryValue(report, "Avg Error")).toBe("347s");

    const rows = within(report).getAllByRole("row").slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ["0:10 (10s)", "0:12 (12s)", "2s", "Pass"],
      ["0:10 (10s)", "0:50 (50s)", "40s", "Fail"],
      ["0:05 (5s)", "API ErrorThis video is not in any of your Vemos", "999s", "Fail"],
    ]);
    expect(within(rows[2]!).getByText("This video is not in any of your Vemos")).toBeInTheDocument();
  });

  it("marks a row whose request never reached the server as Request Failed", async () => {
    stubServer(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = renderPage();
    await uploadCsv(user, `${header}\nhttps://youtu.be/abc,How?,10,\n`);
    await user.click(await screen.findByRole("button", { name: "Test Current Backend" }));
    const report = await screen.findByRole("region", { name: /^Results:/ });
    expect(within(report).getByText("Request Failed")).toBeInTheDocument();
    expect(summaryValue(report, "Avg Error")).toBe("999s");
  });

  it("tests every row against both backends with a summary for each", async () => {
    const calls = stubServer((call) => {
      const { backend_url: profile } = call.body as { backend_url: string };
      return { body: { success: true, start: profile === "production" ? 10 : 30, answer: "" } };
    });
    const user = renderPage();
    await uploadCsv(user, `${header}\nhttps://youtu.be/abc,How?,10,\nhttps://youtu.be/abc,Why?,12,\n`);
    await screen.findByText("2 tests loaded from tests.csv");
    await user.click(screen.getByRole("button", { name: "Test All Backends" }));

    const production = await screen.findByRole("region", { name: "Results: Backend 1 (Production Backend)" });
    const testing = screen.getByRole("region", { name: "Results: Backend 2 (Testing Backend)" });
    expect(testCalls(calls).map((call) => (call.body as { backend_url: string }).backend_url)).toEqual([
      "production",
      "production",
      "testing",
      "testing",
    ]);
    expect(summaryValue(production, "Passed")).toBe("2");
    expect(summaryValue(testing, "Passed")).toBe("0");
    expect(summaryValue(testing, "Pass Rate")).toBe("0%");
  });

  it("stops the whole run when the session has ended", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/api/qa/backends") return { body: { success: true, data: backends } };
      return { status: 401, body: { success: false, error: "Session expired" } };
    });
    const user = renderPage();
    await uploadCsv(user, `${header}\nhttps://youtu.be/abc,How?,10,\nhttps://youtu.be/abc,Why?,12,\n`);
    await user.click(await screen.findByRole("button", { name: "Test Current Backend" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to run tests: Session expired"));
    expect(testCalls(calls)).toHaveLength(1);
    expect(screen.queryByRole("region", { name: /^Results:/ })).not.toBeInTheDocument();
  });
});
