// A real SMTP server on loopback for the notification tests: every accepted message is parsed and kept.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { expect } from "vitest";
import { DEFAULT_ORGANIZATION_SETTINGS, type OrganizationSettings } from "@vemo/shared/contracts/settings";
import type { TestApp } from "../../test/test-app.ts";
import type { Owner } from "../sharing/viewer-test-support.ts";

export type ReceivedMail = { from: string; to: string; subject: string; text: string; html: string | null };

export async function startMailServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const address = (value: typeof mail.to) =>
            Array.isArray(value) ? value.map((one) => one.text).join(", ") : (value?.text ?? "");
          received.push({
            from: address(mail.from),
            to: address(mail.to),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: mail.html || null,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;

export async function saveNotificationSettings(
  testApp: TestApp,
  owner: Owner,
  notifications: Partial<OrganizationSettings["notifications"]>,
) {
  const payload = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    notifications: { ...DEFAULT_ORGANIZATION_SETTINGS.notifications, ...notifications },
  };
  const response = await testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload });
  expect(response.statusCode).toBe(200);
}

/** Waits until no job is queued, retrying or running, so every message that will be sent has been received. */
export async function waitForJobsToSettle(testApp: TestApp): Promise<void> {
  for (;;) {
    const { rows } = await testApp.database.sql.executeSql(
      "select count(*)::int as pending from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now() and name <> 'end-idle-sessions' and name <> 'queue-daily-digests' and name <> 'queue-slack-digests'",
    );
    if ((rows[0] as { pending: number }).pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls the received messages until one matches; the test's timeout bounds the wait. */
export async function waitForMail(server: MailServer, matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  for (;;) {
    const mail = server.received.find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
