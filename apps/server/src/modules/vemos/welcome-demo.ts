import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { WELCOME_DEMO_SHARE_TOKEN, WELCOME_DEMO_VIDEO_PATH } from "@vemo/shared/rules/welcome-demo";
import { shareLinks, vemoSources, vemos } from "../../platform/db/schema.ts";
import type { Runtime } from "../../runtime.ts";
import { queueSourceProcessing } from "./process-content.service.ts";
import { insertVemoWithSources, listSources, updateSource } from "./vemos.repository.ts";
import { vemoFolder } from "./vemos.service.ts";

const ASSETS = path.resolve(import.meta.dirname, "../../../assets/welcome-demo");

/** The demo's own greeting: the standard one would read "Welcome to the Welcome to Vemo!". */
export const WELCOME_DEMO_MESSAGE =
  "Hi! This is a short tour of Vemo. Ask me how to create a Vemo, share it with prospects or see what they asked, and I'll answer from the video and the guide.";

/**
 * Creates the welcome demo on first start: the bundled narrated video with its captions and a
 * PDF guide, readable by everyone through its fixed share token. Later starts keep the video's
 * address in step with PUBLIC_URL and the greeting in step with this file.
 */
export async function ensureWelcomeDemo(runtime: Runtime): Promise<void> {
  const { db } = runtime.database;
  const videoUrl = `${runtime.config.publicUrl}${WELCOME_DEMO_VIDEO_PATH}`;
  const created = await db.transaction(async (tx) => {
    // Serialises concurrent first starts of several processes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vemo-welcome-demo'))`);
    const [link] = await tx.select().from(shareLinks).where(eq(shareLinks.token, WELCOME_DEMO_SHARE_TOKEN));
    if (link) {
      await tx
        .update(vemoSources)
        .set({ url: videoUrl })
        .where(sql`${vemoSources.vemoId} = ${link.vemoId} and ${vemoSources.kind} = 'video'`);
      await tx.update(vemos).set({ welcomeMessage: WELCOME_DEMO_MESSAGE }).where(eq(vemos.id, link.vemoId));
      return null;
    }
    const { vemo, sources } = await insertVemoWithSources(
      tx,
      {
        companyId: null,
        isDemo: true,
        title: "Welcome to Vemo",
        description: "A short tour of Vemo: create, share and follow interactive video demos.",
        welcomeMessage: WELCOME_DEMO_MESSAGE,
        calendlyLink: null,
      },
      [
        { kind: "video", url: videoUrl, title: "Video 1", position: 1, videoType: "file", captionSource: "uploaded" },
        {
          kind: "document",
          url: "vemo-guide.pdf",
          title: "vemo-guide.pdf",
          position: 1,
          contentType: "application/pdf",
        },
      ],
    );
    await tx
      .insert(shareLinks)
      .values({ vemoId: vemo.id, companyId: null, token: WELCOME_DEMO_SHARE_TOKEN, kind: "public" });
    return { vemo, sources };
  });
  if (!created) return;

  const folder = vemoFolder(created.vemo);
  for (const source of created.sources) {
    const [asset, fileKey] =
      source.kind === "video"
        ? ["captions.vtt", `${folder}/captions/${source.id}.vtt`]
        : ["vemo-guide.pdf", `${folder}/documents/${source.id}.pdf`];
    const bytes = await readFile(path.join(ASSETS, asset));
    await runtime.storage.put(fileKey, bytes);
    await updateSource(db, source, { fileKey, fileSize: bytes.length });
  }
  for (const source of await listSources(db, { companyId: null, vemoIds: [created.vemo.id] }))
    await queueSourceProcessing({ db, jobs: runtime.jobs, source });
  runtime.log.info({ vemoId: created.vemo.id }, "welcome demo created");
}
