import type { SharedVemo } from "@vemo/shared/contracts/sharing";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { listSources } from "../vemos/vemos.repository.ts";
import { authorizePublicView } from "./sharing.policy.ts";
import { findShareLink } from "./sharing.repository.ts";

const DEMO_COMPANY = "Vemo";

export async function getSharedVemo(options: { db: Db; token: string }): Promise<SharedVemo> {
  const found = await findShareLink(options.db, options.token);
  if (!found) throw new AppError("not_found", "Share link not found");
  const { link, vemo, company } = found;
  authorizePublicView(vemo, company);
  const videos = (await listSources(options.db, [vemo.id])).filter((source) => source.kind === "video");
  const companyName = company?.name ?? DEMO_COMPANY;
  return {
    id: vemo.id,
    title: vemo.title,
    description: vemo.description,
    welcomeMessage: vemo.welcomeMessage,
    company: { name: companyName, display_name: companyName },
    videos: videos.map((video) => ({ video_url: video.url, title: video.title })),
    calendly_link: vemo.calendlyLink,
    share_token: link.token,
    isDemo: vemo.isDemo,
  };
}
