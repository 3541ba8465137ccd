// A loopback webhook receiver and the owner's webhook set-up, shared by the webhook and session-end tests.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@vemo/shared/contracts/settings";
import type { WebhookDelivery } from "@vemo/shared/contracts/webhooks";
import { expect } from "vitest";
import type { TestApp } from "../../test/test-app.ts";
import type { Owner } from "../sharing/viewer-test-support.ts";

export type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A loopback receiver answering each request with the next status of `statuses` (200 once they run out). */
export async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    statuses,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function saveWebhookUrl(testApp: TestApp, owner: Owner, webhookUrl: string) {
  const payload = {
    ...DEFAULT_ORGANIZATION_SETTINGS,
    notifications: { ...DEFAULT_ORGANIZATION_SETTINGS.notifications, webhookUrl },
  };
  const response = await testApp.app.inject({ method: "PUT", url: "/api/settings", headers: owner.auth, payload });
  expect(response.statusCode).toBe(200);
}

export async function generateSecret(testApp: TestApp, owner: Owner): Promise<string> {
  const response = await testApp.app.inject({ method: "POST", url: "/api/webhooks/secret", headers: owner.auth });
  expect(response.statusCode).toBe(200);
  return response.json().secret;
}

/** Polls the delivery log until it satisfies `done`; the test's timeout bounds the wait. */
export async function waitForDeliveries(
  testApp: TestApp,
  owner: Owner,
  done: (deliveries: WebhookDelivery[]) => boolean,
) {
  for (;;) {
    const response = await testApp.app.inject({ method: "GET", url: "/api/webhooks/deliveries", headers: owner.auth });
    const deliveries = response.json().data as WebhookDelivery[];
    if (done(deliveries)) return deliveries;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function verifySignature(received: Received, secret: string): boolean {
  const header = String(received.headers["vemo-signature"] ?? "");
  const { t, v1 } = Object.fromEntries(header.split(",").map((part) => part.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${t}.${received.body}`).digest("hex");
  return v1 === expected;
}
