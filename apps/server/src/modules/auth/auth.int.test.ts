import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../platform/db/schema.ts";
import { signUp } from "../../test/factories.ts";
import { signInWithGoogleIdentity } from "./auth.service.ts";
import { letSignInTimePass } from "./sign-in-throttle-test-support.ts";
import { WEAK_PASSWORD_MESSAGE } from "./passwords.ts";
import { createAccessTokens } from "./tokens.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("registration", () => {
  it("creates the account, hashes the password and returns a session", async () => {
    const response = await post("/api/auth/register", {
      email: "  New.Owner@Example.com ",
      password: "correct horse battery",
      firstName: "Grace",
      lastName: "Hopper",
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user).toMatchObject({ email: "new.owner@example.com", first_name: "Grace", lastName: "Hopper" });
    expect(data.tokens.accessToken.split(".")).toHaveLength(3);
    expect(data.tokens.refreshToken.length).toBeGreaterThanOrEqual(43); // 256 random bits

    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, "new.owner@example.com"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [
      {},
      "Email is required",
      ["Email is required", "Password is required", "First name is required", "Last name is required"],
    ],
    [
      { email: "nope", password: "correct horse", firstName: "A", lastName: "B" },
      "Please enter a valid email address",
      undefined,
    ],
    [{ email: "a@b.co", password: "", firstName: "A", lastName: "B" }, "Password is required", undefined],
    [
      { email: "a@b.co", password: "correct horse", firstName: " ", lastName: "B" },
      "First name is required",
      undefined,
    ],
    [{ email: "a@b.co", password: "correct horse", firstName: "A", lastName: "" }, "Last name is required", undefined],
    [
      { email: "a@b.co", password: "short", firstName: "A", lastName: "B" },
      "Password must be at least 8 characters",
      undefined,
    ],
  ])("rejects %j with the spec's message", async (payload, error, details) => {
    const response = await post("/api/auth/register", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    if (details) expect(response.json().details).toEqual(details);
  });

  it("refuses a second account with the same e-mail", async () => {
    const user = await signUp(testApp.app);
    const response = await post("/api/auth/register", {
      email: user.email.toUpperCase(),
      password: "another password",
      firstName: "A",
      lastName: "B",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, error: "An account with this email already exists" });
  });
});

describe("login", () => {
  it("signs in with the right password", async () => {
    const user = await signUp(testApp.app, { password: "the right password" });
    const response = await post("/api/auth/login", { email: user.email, password: "the right password" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const user = await signUp(testApp.app);
    const wrongPassword = await post("/api/auth/login", { email: user.email, password: "not the password" });
    const unknownEmail = await post("/api/auth/login", { email: "nobody@example.com", password: "not the password" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, error: "Invalid email or password" });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it.each([
    [{ password: "x" }, "Email is required"],
    [{ email: "not-an-email", password: "x" }, "Please enter a valid email address"],
    [{ email: "a@b.co" }, "Password is required"],
  ])("rejects %j with the spec's message", async (payload, error) => {
    const response = await post("/api/auth/login", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it("hands over a Google sign-in's session once, only to the token the callback issued", async () => {
    const deps = {
      db: testApp.database.db,
      tokens: await createAccessTokens(testApp.runtime.config, testApp.database.db),
      config: testApp.runtime.config,
    };
    const identity = {
      subject: "google-123",
      email: "grace@example.com",
      isEmailVerified: true,
      firstName: "Grace",
      lastName: "Hopper",
      picture: null,
    };
    const callback = await signInWithGoogleIdentity({ deps, identity });
    const asGoogleUser = (accessToken: string, email = identity.email) =>
      post(
        "/api/auth/login",
        { email, password: null, isGoogleUser: true },
        { authorization: `Bearer ${accessToken}` },
      );

    const other = await signUp(testApp.app);
    expect((await asGoogleUser(callback.accessToken, other.email)).statusCode).toBe(403);
    const handedOver = await asGoogleUser(callback.accessToken);
    expect(handedOver.statusCode).toBe(200);
    expect(handedOver.json().data.user.email).toBe(identity.email);
    expect((await asGoogleUser(callback.accessToken)).statusCode).toBe(401);
    expect((await asGoogleUser(handedOver.json().data.tokens.accessToken)).statusCode).toBe(403);
    expect(
      (await post("/api/auth/login", { email: identity.email, password: null, isGoogleUser: true })).statusCode,
    ).toBe(401);
  });

  it("never turns a password account's access token into a new session", async () => {
    const owner = await signUp(testApp.app);
    const response = await post(
      "/api/auth/login",
      { email: owner.email, password: null, isGoogleUser: true },
      owner.auth,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().data).toBeUndefined();
  });
});

describe("logout", () => {
  it("ends the session: its access token and refresh token stop working", async () => {
    const owner = await signUp(testApp.app);
    expect((await post("/api/auth/logout", { refreshToken: owner.refreshToken })).statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/auth/profile", headers: owner.auth })).statusCode,
    ).toBe(401);
    expect((await post("/api/auth/refresh", { refreshToken: owner.refreshToken })).statusCode).toBe(401);
    expect(
      (await post("/api/auth/login", { email: owner.email, password: null, isGoogleUser: true }, owner.auth))
        .statusCode,
    ).toBe(401);
  });

  it("ends the session of the bearer token when no refresh token is sent", async () => {
    const owner = await signUp(testApp.app);
    expect((await post("/api/auth/logout", {}, owner.auth)).statusCode).toBe(200);
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/auth/profile", headers: owner.auth })).statusCode,
    ).toBe(401);
  });
});

describe("profile and tokens", () => {
  it("answers the profile only with a valid access token", async () => {
    const user = await signUp(testApp.app);
    const ok = await testApp.app.inject({ method: "GET", url: "/api/auth/profile", headers: user.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(user.email);

    const missing = await testApp.app.inject({ method: "GET", url: "/api/auth/profile" });
    expect(missing.statusCode).toBe(401);
    const [header, payload] = user.accessToken.split(".");
    const forged = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${header}.${payload}.${"A".repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe("Invalid or expired token");
  });

  it("refuses an expired access token, and a refresh gives a working one", async () => {
    const user = await signUp(testApp.app);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000); // past the 15-minute access token lifetime

    const expired = await testApp.app.inject({ method: "GET", url: "/api/auth/profile", headers: user.auth });
    expect(expired.statusCode).toBe(401);

    const refreshed = await post("/api/auth/refresh", { refreshToken: user.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const { accessToken, refreshToken } = refreshed.json().data;
    expect(refreshToken).not.toBe(user.refreshToken);
    const again = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/profile",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it("revokes the whole session when a used refresh token comes back", async () => {
    const user = await signUp(testApp.app);
    const first = await post("/api/auth/refresh", { refreshToken: user.refreshToken });
    const rotated = first.json().data.refreshToken;

    const replay = await post("/api/auth/refresh", { refreshToken: user.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe("This refresh token was already used. Please sign in again.");

    // The thief's replay also ends the rightful holder's newer token: the family is revoked.
    const afterReplay = await post("/api/auth/refresh", { refreshToken: rotated });
    expect(afterReplay.statusCode).toBe(401);
  });

  it("revokes the refresh token at logout", async () => {
    const user = await signUp(testApp.app);
    const logout = await post("/api/auth/logout", { refreshToken: user.refreshToken });
    expect(logout.json()).toEqual({ success: true });
    const refresh = await post("/api/auth/refresh", { refreshToken: user.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it("rejects a missing or unknown refresh token", async () => {
    expect((await post("/api/auth/refresh", {})).json().error).toBe("No refresh token found");
    const unknown = await post("/api/auth/refresh", { refreshToken: "made-up" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe("Invalid refresh token");
  });
});

describe("password strength and sign-in throttling", () => {
  it("refuses the most common passwords with a clear message", async () => {
    for (const password of ["12345678", "password1", "qwertyuiop"]) {
      const response = await post("/api/auth/register", {
        email: `weak-${password}@example.com`,
        password,
        firstName: "Weak",
        lastName: "Pass",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(WEAK_PASSWORD_MESSAGE);
    }
  });

  it("slows wrong passwords for one account from many addresses, and still accepts the right one later", async () => {
    const owner = await signUp(testApp.app);
    const attempt = (password: string, index: number) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: owner.email, password },
        remoteAddress: `10.0.${index}.1`,
      });
    const letTimePass = (ms: number) => letSignInTimePass(testApp.database.db, ms);
    // Ten wrong passwords go through; from then on each waits a delay since the last one that
    // doubles (1 s, 2 s…). Five more, each once its wait is over, make the next wait 32 s: longer
    // than a busy machine takes for the checks that follow.
    const statuses = [];
    for (let index = 0; index < 10; index += 1) statuses.push((await attempt("wrong password here", index)).statusCode);
    for (let index = 10; index < 15; index += 1) {
      await letTimePass(60_000);
      statuses.push((await attempt("wrong password here", index)).statusCode);
    }
    for (let index = 15; index < 18; index += 1)
      statuses.push((await attempt("wrong password here", index)).statusCode);
    expect(statuses).toEqual([...Array(15).fill(401), 429, 429, 429]);
    const refused = await attempt("correct horse battery", 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ seconds and try again\.$/,
    );
    await letTimePass(32_000);
    expect((await attempt("correct horse battery", 100)).statusCode).toBe(200);
  });
});
