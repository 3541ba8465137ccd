import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { signUp } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";
import {
  startMailServer,
  waitForJobsToSettle,
  waitForMail,
  type MailServer,
} from "../notifications/mail-test-support.ts";
import { createSignInThrottle, FORGET_AFTER_MS } from "./sign-in-throttle.ts";
import { letSignInTimePass } from "./sign-in-throttle-test-support.ts";

// Two instances on one database stand for two API processes behind a load balancer.
let testApp: TestApp;
let secondApp: FastifyInstance;
let mail: MailServer;
beforeAll(async () => {
  mail = await startMailServer();
  testApp = await startTestApp({
    work: true,
    env: { SMTP_URL: mail.url, MAIL_FROM: "Vemo <notices@vemo.test>", PUBLIC_URL: "https://app.vemo.test" },
  });
  secondApp = await buildApp(testApp.runtime);
});
afterAll(async () => {
  await secondApp.close();
  await testApp.close();
  await mail.close();
});

const letTimePass = (ms: number) => letSignInTimePass(testApp.database.db, ms);

function signIn(email: string, password: string, from: string, app = testApp.app) {
  return app.inject({ method: "POST", url: "/api/auth/login", remoteAddress: from, payload: { email, password } });
}

/** Wrong passwords from `from` until the throttle answers 429; that answer. */
async function guessUntilRefused(email: string, from: string) {
  for (;;) {
    const response = await signIn(email, "a wrong guess", from);
    if (response.statusCode !== 401) return response;
  }
}

describe("the sign-in throttle", () => {
  const noNotice = async () => {};

  it("lets 5 failures of one account from one address pass, then makes each attempt wait a doubling delay", async () => {
    const throttle = createSignInThrottle(testApp.database.db, noNotice);
    const ada = { email: "ada@example.com", address: "192.0.2.1" };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await throttle.assertMayTry(ada);
      await throttle.recordFailure(ada);
    }
    await expect(throttle.assertMayTry(ada)).rejects.toThrow(/wait 1 seconds/);
    await letTimePass(1_000);
    await throttle.assertMayTry(ada);
    await throttle.recordFailure(ada);
    await expect(throttle.assertMayTry(ada)).rejects.toThrow(/wait 2 seconds/);
    await expect(throttle.assertMayTry({ ...ada, email: "bob@example.com" })).resolves.toBeUndefined();
    await expect(throttle.assertMayTry({ ...ada, address: "192.0.2.2" })).resolves.toBeUndefined();
  });

  it("refuses one account from one address after 10 failures, until the hour is over, with Retry-After", async () => {
    const email = "cleo@example.com";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(email, "a wrong guess", "192.0.2.10")).statusCode).toBe(401);
      await letTimePass(5 * 60_000);
    }
    const refused = await signIn(email, "a wrong guess", "192.0.2.10");
    expect(refused.statusCode).toBe(429);
    // The first of the 10 failures was 50 minutes ago: the refusal ends when it is forgotten.
    expect(refused.json().error).toBe("Too many failed sign-in attempts. Please try again in 10 minutes.");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(9 * 60);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(10 * 60);

    await letTimePass(10 * 60_000);
    expect((await signIn(email, "a wrong guess", "192.0.2.10")).statusCode).toBe(401);
  });

  it("forgets failures an hour old", async () => {
    const throttle = createSignInThrottle(testApp.database.db, noNotice);
    const dora = { email: "dora@example.com", address: "192.0.2.20" };
    for (let attempt = 0; attempt < 8; attempt += 1) await throttle.recordFailure(dora);
    await expect(throttle.assertMayTry(dora)).rejects.toThrow(/wait/);
    await letTimePass(FORGET_AFTER_MS);
    await expect(throttle.assertMayTry(dora)).resolves.toBeUndefined();
  });

  it("is shared by every API process: failures through one slow sign-in through the other", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn("eve@example.com", "a wrong guess", "192.0.2.30")).statusCode).toBe(401);

    const throttled = await signIn("eve@example.com", "a wrong guess", "192.0.2.30", secondApp);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().error).toBe("Too many failed sign-in attempts. Please wait 1 seconds and try again.");
    expect(throttled.headers["retry-after"]).toBe("1");
  });

  // Forty guessing addresses and the owner sign in through the app: over a minute on a busy machine.
  it(
    "lets the owner sign in from their own address during a guessing run from others, and refuses the guessers",
    {
      timeout: 180_000,
    },
    async () => {
      const owner = await signUp(testApp.app, { password: "the owner's own password" });
      expect((await signIn(owner.email, "the owner's own password", "198.51.100.7")).statusCode).toBe(200);

      const guessers = Array.from({ length: 40 }, (_, index) => `203.0.113.${index + 1}`);
      for (const guesser of guessers) {
        expect((await guessUntilRefused(owner.email, guesser)).statusCode).toBe(429);
        await letTimePass(60_000);
      }

      const ownSignIn = await signIn(owner.email, "the owner's own password", "198.51.100.7");
      expect(ownSignIn.statusCode).toBe(200);
      expect(ownSignIn.json().data.user.id).toBe(owner.id);
      // Through the other process too.
      expect((await signIn(owner.email, "the owner's own password", "198.51.100.7", secondApp)).statusCode).toBe(200);

      // A guesser is refused before the password is checked, even when it guesses right.
      for (const guesser of guessers.slice(-3)) {
        const refused = await signIn(owner.email, "the owner's own password", guesser);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
    },
  );

  it("refuses one address spraying wrong passwords over many accounts", async () => {
    const sprayer = "203.0.113.200";
    const sprayStarted = Date.now();
    let refused = null;
    for (let account = 0; account < 40 && !refused; account += 1) {
      const response = await signIn(`spray${account}@example.com`, "Summer2026!", sprayer);
      if (response.statusCode === 429) refused = { account, response };
      // From the 10th failure on, the address must wait before each attempt.
      else if (account >= 9) await letTimePass(5 * 60_000);
    }
    const sprayTookMs = Date.now() - sprayStarted;
    expect(refused?.account).toBe(20);
    // Refused until the first failure is forgotten, an hour after it: 55 minutes were let pass, and
    // the spray's own time (under a minute, unless the machine is busy), so 5 minutes are left.
    const fewestMinutesLeft = Math.ceil((5 * 60_000 - sprayTookMs) / 60_000);
    const minutesLeft = Number(
      /^Too many failed sign-in attempts\. Please try again in (\d+) minutes\.$/.exec(
        refused?.response.json().error,
      )?.[1],
    );
    expect(minutesLeft).toBeGreaterThanOrEqual(fewestMinutesLeft);
    expect(minutesLeft).toBeLessThanOrEqual(5);

    // The sprayer is refused on any account; another address is not held up.
    expect((await signIn("spray-new@example.com", "Summer2026!", sprayer)).statusCode).toBe(429);
    expect((await signIn("spray-new@example.com", "Summer2026!", "198.51.100.20")).statusCode).toBe(401);
  });

  it("e-mails the account once an hour while its password is being guessed, and nobody for an unknown e-mail", async () => {
    const owner = await signUp(testApp.app);
    const guessFrom = (round: number, attempts: number) =>
      Promise.all(
        Array.from({ length: attempts }, (_, index) =>
          signIn(owner.email, "a wrong guess", `198.18.${round}.${index + 1}`),
        ),
      );
    await guessFrom(0, 10);
    const notice = await waitForMail(mail, (message) => message.to === owner.email);
    expect(notice.subject).toBe("Someone is trying to sign in to your Vemo account");
    expect(notice.text).toContain(
      `10 sign-in attempts with a wrong password were made for ${owner.email} in the last hour.`,
    );
    expect(notice.text).toContain("Sign in: https://app.vemo.test/login");

    await letTimePass(5 * 60_000);
    await guessFrom(1, 5);
    for (let attempt = 0; attempt < 12; attempt += 1)
      await signIn("nobody@example.com", "a wrong guess", `198.18.9.${attempt + 1}`);
    await waitForJobsToSettle(testApp);
    expect(mail.received.filter((message) => message.to === owner.email)).toHaveLength(1);

    await letTimePass(FORGET_AFTER_MS);
    await guessFrom(2, 10);
    await waitForJobsToSettle(testApp);
    expect(mail.received.filter((message) => message.to === owner.email)).toHaveLength(2);
    expect(mail.received.filter((message) => message.to === "nobody@example.com")).toHaveLength(0);
  });
});
