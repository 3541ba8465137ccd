import type { ShareLinkControls } from "@vemo/shared/contracts/link-controls";
import { linkState } from "@vemo/shared/rules/link-controls";
import type { ShareLinkRow } from "../sharing/sharing.repository.ts";

type LinkControlColumns = Pick<
  ShareLinkRow,
  "id" | "kind" | "disabledAt" | "expiresAt" | "passcodeHash" | "verifyEmail"
>;

export function presentLinkControls(link: LinkControlColumns, now = new Date()): ShareLinkControls {
  return {
    shareId: link.id,
    kind: link.kind === "public" ? "public" : "unique",
    state: linkState(link, now),
    disabled: link.disabledAt !== null,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    hasPasscode: link.passcodeHash !== null,
    verifyEmail: link.verifyEmail,
  };
}
