import { z } from "zod";
import { LINK_STATES, PASSCODE_LENGTH_MESSAGE, PASSCODE_MAX, PASSCODE_MIN } from "../rules/link-controls.ts";

export const ShareLinkIdParams = z.object({ shareId: z.string().max(100) });
export type ShareLinkIdParams = z.infer<typeof ShareLinkIdParams>;

const Passcode = z
  .string({ error: PASSCODE_LENGTH_MESSAGE })
  .min(PASSCODE_MIN, PASSCODE_LENGTH_MESSAGE)
  .max(PASSCODE_MAX, PASSCODE_LENGTH_MESSAGE);

/** PATCH /api/share-links/{shareId}: each field given changes; `null` clears the expiry or the passcode. */
export const UpdateShareLinkBody = z
  .object({
    disabled: z.boolean({ error: "disabled must be true or false" }).optional(),
    expiresAt: z.iso
      .datetime({ offset: true, error: "expiresAt must be a date and time (ISO 8601)" })
      .nullable()
      .optional(),
    passcode: Passcode.nullable().optional(),
    /** Public links only: the lead form sends a six-digit code to the visitor's e-mail before the link is theirs. */
    verifyEmail: z.boolean({ error: "verifyEmail must be true or false" }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Nothing to change: send disabled, expiresAt, passcode or verifyEmail",
  });
export type UpdateShareLinkBody = z.input<typeof UpdateShareLinkBody>;

/** A link's controls as the owner sees them; the passcode itself is never shown, only whether there is one. */
export const ShareLinkControls = z.object({
  shareId: z.string(),
  kind: z.enum(["public", "unique"]),
  state: z.enum(LINK_STATES),
  disabled: z.boolean(),
  expiresAt: z.string().nullable(),
  hasPasscode: z.boolean(),
  verifyEmail: z.boolean(),
});
export type ShareLinkControls = z.infer<typeof ShareLinkControls>;

export const ShareLinkControlsResponse = z.object({ success: z.literal(true), link: ShareLinkControls });
export type ShareLinkControlsResponse = z.infer<typeof ShareLinkControlsResponse>;

/** Up to a whole bulk batch at once. */
export const MAX_REVOKED_LINKS = 10_000;

/** POST /api/share-links/revoke: disables every named link, all or none (an id that is not the organisation's refuses the lot). */
export const RevokeShareLinksBody = z.object({
  shareIds: z
    .array(z.string().max(100), { error: "shareIds must be a list of link ids" })
    .min(1, "Name at least one link to revoke")
    .max(MAX_REVOKED_LINKS, `At most ${MAX_REVOKED_LINKS} links can be revoked at once`),
});
export type RevokeShareLinksBody = z.input<typeof RevokeShareLinksBody>;

/** `revoked`: links that were active or expired and are now disabled (already disabled ones are counted apart). */
export const RevokeShareLinksResponse = z.object({
  success: z.literal(true),
  revoked: z.number(),
  alreadyDisabled: z.number(),
});
export type RevokeShareLinksResponse = z.infer<typeof RevokeShareLinksResponse>;

/** POST /api/vemos/share/{token}/unlock */
export const UnlockShareLinkBody = z.object({
  passcode: z.string({ error: "Please enter the passcode" }).min(1, "Please enter the passcode").max(PASSCODE_MAX),
});
export type UnlockShareLinkBody = z.input<typeof UnlockShareLinkBody>;

/** A short-lived grant for that link: the page sends it in the `x-share-grant` header of its share calls. */
export const UnlockShareLinkResponse = z.object({
  success: z.literal(true),
  grant: z.string(),
  expiresAt: z.string(),
});
export type UnlockShareLinkResponse = z.infer<typeof UnlockShareLinkResponse>;

/** GET /api/vemos/bulk-uploads/{id}/links: a batch's links with their state, for acting on many at once. */
export const BatchLink = z.object({
  shareId: z.string(),
  clientName: z.string(),
  email: z.string(),
  state: z.enum(LINK_STATES),
});
export const BatchLinksResponse = z.object({ success: z.literal(true), data: z.array(BatchLink) });
export type BatchLinksResponse = z.infer<typeof BatchLinksResponse>;
