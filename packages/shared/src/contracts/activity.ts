import { z } from "zod";
import { Teammate } from "./team.ts";

export const ACTIVITY_KINDS = [
  "member.invited",
  "invitation.revoked",
  "member.joined",
  "member.role_changed",
  "member.removed",
  "member.left",
  "ownership.transferred",
  "api_key.created",
  "api_key.revoked",
  "vemo.created",
  "vemo.deleted",
  "links.revoked",
  "plan.changed",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How Settings → Activity names each kind. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  "member.invited": "Invited a teammate",
  "invitation.revoked": "Revoked an invitation",
  "member.joined": "Joined",
  "member.role_changed": "Changed a role",
  "member.removed": "Removed a teammate",
  "member.left": "Left the organization",
  "ownership.transferred": "Transferred ownership",
  "api_key.created": "Created an API key",
  "api_key.revoked": "Revoked an API key",
  "vemo.created": "Created a Vemo",
  "vemo.deleted": "Deleted a Vemo",
  "links.revoked": "Revoked links",
  "plan.changed": "Plan changed",
};

export const ACTIVITY_PAGE_SIZE = 50;

/** GET /api/activity/export: the same filters as the list. */
export const ActivityExportQuery = z.object({
  actor: z.uuid({ error: "actor must be a teammate's user id" }).optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: "Unknown activity kind" }).optional(),
});
export type ActivityExportQuery = z.input<typeof ActivityExportQuery>;

/** GET /api/activity: one page of the last 90 days, newest first. */
export const ActivityQuery = ActivityExportQuery.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type ActivityQuery = z.input<typeof ActivityQuery>;

export const ActivityEvent = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Who did it; null for the billing system (plan changes from payments). */
  actor: Teammate.nullable(),
  /** What it was done to: an e-mail address, a Vemo's title, a key's name. */
  target: z.string(),
  /** More about it, e.g. "member → admin"; empty when there is nothing more. */
  detail: z.string(),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof ActivityEvent>;

export const ActivityResponse = z.object({
  success: z.literal(true),
  data: z.array(ActivityEvent),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;

export const ACTIVITY_EXPORT_COLUMNS = ["When", "Who", "What", "Target", "Detail"] as const;
