// Set-up shared by the share-page tests: a Pro organisation's Vemo with processed captions and a
// public link, written straight to the database (the billing and content tests cover those paths).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { companies } from "../../platform/db/schema.ts";
import { signUpWithCompany, type SignedInUser } from "../../test/factories.ts";
import { insertProcessedSource, insertShareLink, insertVemo, videoChunks, type Cue } from "../../test/row-factories.ts";
import type { TestApp } from "../../test/test-app.ts";

export const TOUR_VIDEO = "https://www.youtube.com/watch?v=CCCCCCCCCCC";
export const TOUR_CUES: Cue[] = [
  [0, 5, "Welcome to the Acme analytics tour."],
  [5, 10, "Click New Dashboard and pick a template that fits your team."],
  [10, 15, "Charts refresh every five minutes with the latest numbers."],
  [15, 20, "To invite a teammate, open Settings and choose Members."],
  [20, 25, "Type their email address and pick a role such as Viewer or Editor."],
];

export type Owner = SignedInUser & { companyId: string };
export type SharedTour = { owner: Owner; vemoId: string; token: string; linkId: string };

/** An organisation (Pro unless `plan` says otherwise) with a processed Vemo and its public link. */
export async function sharedTour(
  testApp: TestApp,
  options: { companyName?: string; title?: string; plan?: "pro" | "free" } = {},
): Promise<SharedTour> {
  const db = testApp.database.db;
  const owner = await signUpWithCompany(testApp.app, options.companyName ?? "Acme Analytics");
  await db
    .update(companies)
    .set({ subscriptionPlan: options.plan ?? "pro" })
    .where(eq(companies.id, owner.companyId));
  const vemo = await insertVemo(db, { companyId: owner.companyId, title: options.title ?? "Analytics tour" });
  await insertProcessedSource(db, { vemo, kind: "video", url: TOUR_VIDEO, chunks: videoChunks(TOUR_CUES) });
  const link = await insertShareLink(db, { vemo });
  return { owner, vemoId: vemo.id, token: link.token, linkId: link.id };
}

/** A unique link of the same Vemo for one prospect. */
export async function addUniqueLink(
  testApp: TestApp,
  tour: SharedTour,
  client: { name: string; email: string; company: string },
) {
  const vemo = { id: tour.vemoId, companyId: tour.owner.companyId };
  const link = await insertShareLink(testApp.database.db, { vemo, prospect: client });
  return { token: link.token, linkId: link.id };
}

export async function startSession(app: FastifyInstance, token: string, remoteAddress?: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: `/api/vemos/share/${token}/sessions`, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`session start failed: ${response.body}`);
  return response.json().sessionId;
}

/** A heartbeat of the session, with the stretches of the tour's video played since the last one, if any. */
export function heartbeat(
  app: FastifyInstance,
  token: string,
  sessionId: string,
  watched?: { duration?: number; ranges: [number, number][] },
) {
  return app.inject({
    method: "POST",
    url: `/api/vemos/share/${token}/sessions/${sessionId}/heartbeat`,
    payload: watched ? { watched: [{ videoUrl: TOUR_VIDEO, ...watched }] } : undefined,
  });
}

export function askShared(
  app: FastifyInstance,
  token: string,
  payload: { question: string; sessionId?: string },
  remoteAddress?: string,
) {
  return app.inject({ method: "POST", url: `/api/vemos/share/${token}/chat`, payload, remoteAddress });
}
