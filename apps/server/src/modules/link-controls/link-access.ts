import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  LINK_DISABLED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  linkState,
  PASSCODE_REQUIRED_MESSAGE,
  SHARE_GRANT_HEADER,
} from "@vemo/shared/rules/link-controls";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";
import { hasLiveGrant } from "./link-controls.repository.ts";

// What every public share call checks of the link itself, after it is found (sharing.service.ts).

/** A link the owner switched off or let expire shows why and serves nothing (410). */
export function authorizeLinkState(link: ShareLinkRow, now: Date): void {
  const state = linkState(link, now);
  if (state !== "active")
    throw new AppError("gone", state === "disabled" ? LINK_DISABLED_MESSAGE : LINK_EXPIRED_MESSAGE, {
      linkState: state,
    });
}

/** A passcode link serves only callers holding a live grant for it (401 `passcodeRequired` otherwise). */
export async function authorizePasscodeGrant(options: {
  db: Db;
  link: ShareLinkRow;
  grant: string | null | undefined;
  now: Date;
}): Promise<void> {
  const { link, grant } = options;
  if (!link.passcodeHash) return;
  const isGranted =
    !!grant &&
    (await hasLiveGrant(options.db, { shareLinkId: link.id, tokenHash: grantHash(grant), now: options.now }));
  if (!isGranted) throw new AppError("unauthorized", PASSCODE_REQUIRED_MESSAGE, { passcodeRequired: true });
}

export function grantHash(grant: string): string {
  return createHash("sha256").update(grant).digest("hex");
}

/** The grant a share call carries: the `x-share-grant` header, or `?grant=` on a document opened in a new tab. */
export function shareGrantOf(request: FastifyRequest): string | null {
  const header = request.headers[SHARE_GRANT_HEADER];
  if (typeof header === "string" && header) return header;
  const { grant } = (request.query ?? {}) as { grant?: unknown };
  return typeof grant === "string" && grant ? grant : null;
}
