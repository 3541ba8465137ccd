import { beforeEach, describe, expect, it, vi } from "vitest";
import { storeSession, stubApi } from "../test-utils";
import type { ApiCall, ApiReply } from "../test-utils";
import { ApiError, apiRequest } from "./api-client";

const anything = { parse: (value: unknown) => value };

const refreshed = { success: true, data: { accessToken: "new-access", refreshToken: "new-refresh", expiresIn: 900 } };

/** The profile answers 401 to the old token and 200 to the refreshed one. */
function answerWithRotation(refreshReply: ApiReply = { body: refreshed }) {
  return (call: ApiCall): ApiReply | undefined => {
    if (call.path === "/api/auth/refresh") return refreshReply;
    if (call.path === "/api/auth/profile") {
      return call.authorization === "Bearer new-access"
        ? { body: { success: true, data: { id: "user-1" } } }
        : { status: 401, body: { success: false, error: "Invalid or expired token" } };
    }
    return undefined;
  };
}

describe("apiRequest", () => {
  beforeEach(() => storeSession());

  it("sends the stored bearer token and returns the parsed body", async () => {
    const calls = stubApi(() => ({ body: { success: true, data: [] } }));
    await expect(apiRequest("/api/companies", { schema: anything })).resolves.toEqual({ success: true, data: [] });
    expect(calls[0]?.authorization).toBe("Bearer access-token");
  });

  it("throws an ApiError with the status and the server's error text", async () => {
    stubApi(() => ({ status: 409, body: { success: false, error: "You already have an organization" } }));
    const error = await apiRequest("/api/companies", { method: "POST", body: {}, schema: anything }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "You already have an organization" });
  });

  it("on 401 refreshes once, stores both rotated tokens and retries once", async () => {
    const calls = stubApi(answerWithRotation());

    await expect(apiRequest("/api/auth/profile", { schema: anything })).resolves.toMatchObject({ success: true });

    expect(calls.map((call) => `${call.path} ${call.authorization ?? "-"}`)).toEqual([
      "/api/auth/profile Bearer access-token",
      "/api/auth/refresh -",
      "/api/auth/profile Bearer new-access",
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: "refresh-token" });
    expect(localStorage.getItem("accessToken")).toBe("new-access");
    expect(localStorage.getItem("refreshToken")).toBe("new-refresh");
  });

  it("retries only once when the retried call is refused again", async () => {
    const calls = stubApi((call) =>
      call.path === "/api/auth/refresh"
        ? { body: refreshed }
        : { status: 401, body: { success: false, error: "Invalid or expired token" } },
    );

    await expect(apiRequest("/api/auth/profile", { schema: anything })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.path)).toEqual(["/api/auth/profile", "/api/auth/refresh", "/api/auth/profile"]);
  });

  it("does not refresh on a 403: a refusal is not an expired session", async () => {
    const calls = stubApi(() => ({
      status: 403,
      body: { success: false, error: "The Free plan allows up to 3 Vemos.", requiresUpgrade: true },
    }));

    await expect(apiRequest("/api/vemos", { method: "POST", body: {}, schema: anything })).rejects.toMatchObject({
      status: 403,
    });
    expect(calls.map((call) => call.path)).toEqual(["/api/vemos"]);
  });

  it("clears the session and passes the error on when the refresh fails", async () => {
    const calls = stubApi(
      answerWithRotation({ status: 401, body: { success: false, error: "Invalid refresh token" } }),
    );

    await expect(apiRequest("/api/auth/profile", { schema: anything })).rejects.toMatchObject({
      status: 401,
      message: "Invalid or expired token",
    });

    expect(calls).toHaveLength(2);
    for (const key of ["accessToken", "refreshToken", "user"]) expect(localStorage.getItem(key)).toBeNull();
  });

  it("shares one refresh between concurrent calls", async () => {
    const calls = stubApi(answerWithRotation());

    const results = await Promise.all([
      apiRequest("/api/auth/profile", { schema: anything }),
      apiRequest("/api/auth/profile", { schema: anything }),
      apiRequest("/api/auth/profile", { schema: anything }),
    ]);

    expect(results).toHaveLength(3);
    expect(calls.filter((call) => call.path === "/api/auth/refresh")).toHaveLength(1);
    expect(calls.filter((call) => call.authorization === "Bearer new-access")).toHaveLength(3);
  });

  it("does not refresh for calls made without the bearer token", async () => {
    const calls = stubApi(() => ({ status: 401, body: { success: false, error: "Invalid email or password" } }));
    await expect(
      apiRequest("/api/auth/login", { method: "POST", body: {}, auth: false, schema: anything }),
    ).rejects.toMatchObject({
      status: 401,
      message: "Invalid email or password",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBeNull();
  });

  it("sends a FormData body as multipart, leaving its Content-Type to the browser", async () => {
    const fetchStub = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ success: true })),
    );
    vi.stubGlobal("fetch", fetchStub);
    const form = new FormData();
    form.append("vemo_id", "vemo-1");

    await apiRequest("/api/documents/vemo-1/upload", { method: "POST", body: form, schema: anything });

    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get("Content-Type")).toBeNull();
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer access-token");
  });

  it("reports a network failure with status 0", async () => {
    stubApi(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(apiRequest("/api/companies", { schema: anything })).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
    });
  });
});
