import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ACTIVITY_KINDS } from "@vemo/shared/contracts/activity";
import { SHARE_LINK_KINDS } from "@vemo/shared/contracts/sharing";
import { CHECKOUT_SESSION_STATUSES } from "@vemo/shared/contracts/subscription";
import {
  INTEGRATION_AUTH_KINDS,
  INTEGRATION_NAMES,
  INTEGRATION_SYNC_STATUSES,
  INTEGRATION_SYNC_TYPES,
  type IntegrationEvent,
} from "@vemo/shared/contracts/integrations";
import { OPERATION_SOURCES } from "@vemo/shared/contracts/bulk-uploads";
import { CAPTION_SOURCES, PROCESSING_ERROR_TYPES, SOURCE_KINDS, SOURCE_STATUSES } from "@vemo/shared/contracts/vemos";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "@vemo/shared/contracts/webhooks";
import { BILLING_CYCLES, SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from "@vemo/shared/rules/plans";
import { LOGO_TYPES } from "@vemo/shared/rules/brand";
import { API_KEY_SCOPES, INVITABLE_ROLES, TEAM_ROLES } from "@vemo/shared/rules/team";
import type { WatchedRange } from "@vemo/shared/rules/watched-ranges";
import { VIDEO_KINDS } from "@vemo/shared/rules/video-links";
import { VIEWER_LANGUAGES } from "@vemo/shared/viewer-text/languages";

// One schema for PGlite and PostgreSQL 15: only SQL that PostgreSQL 15 accepts. Status and kind
// columns are text typed by the contracts' value tuples (`text(name, { enum })`): no database
// change, and rows reach presenters already in the contracts' types.

const id = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  passwordHash: text("password_hash"),
  googleSubject: text("google_subject").unique(),
  profilePicture: text("profile_picture"),
  role: text("role", { enum: TEAM_ROLES }).notNull().default("owner"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An organisation. Its owner is `owner_user_id` (each user owns at most one: the column is unique);
 * its other people are `company_members` rows.
 */
export const companies = pgTable(
  "companies",
  {
    id: id(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    website: text("website"),
    logoUrl: text("logo_url"),
    isActive: boolean("is_active").notNull().default(true),
    subscriptionPlan: text("subscription_plan", { enum: SUBSCRIPTION_PLANS }).notNull().default("free"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("active"),
    billingCycle: text("billing_cycle", { enum: BILLING_CYCLES }).notNull().default("monthly"),
    /** When the current paid subscription started; null on the Free plan. */
    subscriptionStartedAt: timestamp("subscription_started_at", { withTimezone: true }),
    /** End of the paid period; once passed, the subscription is settled (renewed, or lapsed to Free after a cancel). */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    billingProvider: text("billing_provider"), // stripe | test; null on the Free plan
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("companies_stripe_subscription_idx").on(table.stripeSubscriptionId),
    index("companies_stripe_customer_idx").on(table.stripeCustomerId),
  ],
);

/**
 * The people of an organisation other than its owner. A user belongs to one organisation: the
 * user id is the key, and joining refuses anyone who owns an organisation.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: text("role", { enum: INVITABLE_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("company_members_company_idx").on(table.companyId)],
);

/** An invitation to join an organisation: for one e-mail address, single-use, open for 7 days unless revoked. */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    role: text("role", { enum: INVITABLE_ROLES }).notNull(),
    /** The link's secret; kept so the inviter can copy the link again (accepting also needs the address). */
    token: text("token").notNull().unique(),
    invitedByUserId: uuid("invited_by_user_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("team_invitations_company_idx").on(table.companyId)],
);

/** An organisation's API key, stored only as its SHA-256 hash; the key itself is shown once. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: API_KEY_SCOPES }).notNull(),
    /** The key's first characters, for recognising it in the list. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    /** Whose rights the key acts with (capped at admin); it stops working when they leave or become a member. */
    createdByUserId: uuid("created_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("api_keys_company_idx").on(table.companyId)],
);

/** Settings → Activity: who did what in an organisation, kept 90 days. */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Null for the billing system (plan changes from payments or period ends). */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    target: text("target").notNull().default(""),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("activity_events_company_created_idx").on(table.companyId, table.createdAt),
    index("activity_events_created_idx").on(table.createdAt),
  ],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use rotates the token within its family;
 * presenting a used or revoked token revokes the whole family (token theft detection).
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId)],
);

/** Secrets the server generates once and shares between its processes (the token signing key). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** An organisation's /settings values, checked against the shared zod schema on every read and write. */
export const companySettings = pgTable("company_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  settings: jsonb("settings").notNull(),
  updatedAt: updatedAt(),
});

/** An organisation's brand on its share pages, embeds, lead forms, link previews and e-mails. */
export const companyBrands = pgTable("company_brands", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  brandColor: text("brand_color"),
  /** Asked for on Enterprise; applies while the plan has white-label options. */
  hidePoweredBy: boolean("hide_powered_by").notNull().default(false),
  /** The logo's file in storage (`brand-logos/{companyId}/{logoId}.{ext}`); a new upload gets a new id, so its URL can be cached for good. */
  logoId: uuid("logo_id"),
  logoType: text("logo_type", { enum: LOGO_TYPES }),
  updatedAt: updatedAt(),
});

/** An organisation's custom domain for share pages: verified once its host serves the token. */
export const companyDomains = pgTable("company_domains", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  host: text("host").notNull().unique(),
  verificationToken: text("verification_token").notNull(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A Vemo. The built-in welcome demo has no company and is readable by everyone through its share link. */
export const vemos = pgTable(
  "vemos",
  {
    id: id(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    calendlyLink: text("calendly_link"),
    welcomeMessage: text("welcome_message"),
    /** The owner's own suggested questions, in order; null means the ones generated from the content. */
    suggestedQuestions: jsonb("suggested_questions").$type<string[]>(),
    isDemo: boolean("is_demo").notNull().default(false),
    /** The public link asks an anonymous visitor for name, e-mail and company before the first question. */
    leadCapture: boolean("lead_capture").notNull().default(false),
    /** The language its share page is in whatever the browser asks; null follows each visitor's browser. */
    language: text("language", { enum: VIEWER_LANGUAGES }),
    /** The teammate who made it ("Shared by"); kept when they leave, null only if their account is gone. */
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("vemos_company_idx").on(table.companyId)],
);

/**
 * What a Vemo is made of: videos, websites and documents, each processed by its own job into chunks.
 * `companyId` is repeated here so every query can be scoped by organisation without a join.
 */
export const vemoSources = pgTable(
  "vemo_sources",
  {
    id: id(),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SOURCE_KINDS }).notNull(),
    /** The link for videos and websites; the file name for documents. */
    url: text("url").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    videoType: text("video_type", { enum: VIDEO_KINDS }),
    /** Storage key of the uploaded file: a document, or a video's caption file. */
    fileKey: text("file_key"),
    fileSize: integer("file_size"),
    contentType: text("content_type"),
    captionSource: text("caption_source", { enum: CAPTION_SOURCES }),
    durationSeconds: real("duration_seconds"),
    status: text("status", { enum: SOURCE_STATUSES }).notNull().default("pending"),
    error: text("error"),
    errorType: text("error_type", { enum: PROCESSING_ERROR_TYPES }),
    protectionDetected: boolean("protection_detected").notNull().default(false),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** Which generation of `content_chunks` is this source's content (the others are being written or removed). */
    chunkGeneration: integer("chunk_generation").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("vemo_sources_vemo_idx").on(table.vemoId)],
);

/**
 * Searchable pieces of a source: a transcript cue (with its start and end), a PDF page part (with
 * its page) or a web section (with its heading). Replaced as a whole each time the source is processed.
 */
export const contentChunks = pgTable(
  "content_chunks",
  {
    id: id(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => vemoSources.id, { onDelete: "cascade" }),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    startSeconds: real("start_seconds"),
    endSeconds: real("end_seconds"),
    page: integer("page"),
    heading: text("heading"),
    /** Only chunks of their source's `chunk_generation` are its content (docs/decisions.md). */
    generation: integer("generation").notNull().default(0),
  },
  (table) => [
    index("content_chunks_vemo_idx").on(table.vemoId),
    // A source's content is read in order, a page at a time (listVemoChunks): the index holds that order.
    index("content_chunks_source_order_idx").on(table.sourceId, table.generation, table.position),
  ],
);

const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A Vemo's answer index, built by a worker when its content changes and loaded by every API process
 * (modules/qa/stored-index.ts): the engine's serialized index, gzipped, for the content at `content_version`.
 */
export const answerIndexes = pgTable("answer_indexes", {
  vemoId: uuid("vemo_id")
    .primaryKey()
    .references(() => vemos.id, { onDelete: "cascade" }),
  /** The engine's INDEX_VERSION that built it: another version's index is built again. */
  indexVersion: integer("index_version").notNull(),
  contentVersion: text("content_version").notNull(),
  data: bytes("data").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A share link of a Vemo: the one public link, or a unique link per prospect. */
export const shareLinks = pgTable(
  "share_links",
  {
    id: id(),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    kind: text("kind", { enum: SHARE_LINK_KINDS }).notNull(),
    clientName: text("client_name"),
    /** Stored in lower case: one unique link per (Vemo, e-mail). */
    clientEmail: text("client_email"),
    clientCompany: text("client_company"),
    /** Set while the owner has switched the link off (or revoked it with its batch). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    /** From this instant on the link is expired. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Argon2id hash of the link's passcode; the passcode itself is never stored. */
    passcodeHash: text("passcode_hash"),
    /** Public links: the lead form checks the visitor's e-mail with a six-digit code. */
    verifyEmail: boolean("verify_email").notNull().default(false),
    /** The teammate who made it ("Shared by"); kept when they leave, null only if their account is gone. */
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("share_links_vemo_idx").on(table.vemoId),
    // One public link per Vemo, even when two share requests race.
    uniqueIndex("share_links_public_vemo_idx")
      .on(table.vemoId)
      .where(sql`kind = 'public'`),
    uniqueIndex("share_links_unique_vemo_email_idx")
      .on(table.vemoId, table.clientEmail)
      .where(sql`kind = 'unique'`),
  ],
);

/** What a right passcode earns: a short-lived grant to one link, stored as a SHA-256 hash. Changing or clearing the passcode deletes them. */
export const shareLinkGrants = pgTable(
  "share_link_grants",
  {
    tokenHash: text("token_hash").primaryKey(),
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("share_link_grants_link_idx").on(table.shareLinkId)],
);

/**
 * A six-digit code e-mailed to a lead-form visitor of a public link that checks e-mails: one live code
 * per link and address (a new one replaces it), stored as an Argon2 hash with the details it confirms.
 */
export const leadEmailCodes = pgTable(
  "lead_email_codes",
  {
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Wrong codes tried against it; past the limit it is dead and a new one must be sent. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.shareLinkId, table.email] })],
);

/** One request that made unique links (typed-in "few links" or an uploaded file): the /bulk-uploads history. */
export const bulkUploads = pgTable(
  "bulk_uploads",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    operationType: text("operation_type", { enum: OPERATION_SOURCES }).notNull(),
    originalFilename: text("original_filename"),
    customerCount: integer("customer_count").notNull(),
    /** The teammate who made it ("Shared by"); kept when they leave, null only if their account is gone. */
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** False while its rows are being written in short steps: until then no list or download shows it. */
    isComplete: boolean("is_complete").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index("bulk_uploads_company_created_idx").on(table.companyId, table.createdAt)],
);

/** A customer row of a batch as it was sent, with the link it got: what the batch's CSV download lists. */
export const bulkUploadRows = pgTable(
  "bulk_upload_rows",
  {
    bulkUploadId: uuid("bulk_upload_id")
      .notNull()
      .references(() => bulkUploads.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    slNo: text("sl_no"),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientCompany: text("client_company").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bulkUploadId, table.position] }),
    index("bulk_upload_rows_share_link_idx").on(table.shareLinkId),
  ],
);

/** A built-in test-mode checkout (used when Stripe is not configured); its id is the page's secret. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan", { enum: SUBSCRIPTION_PLANS }).notNull(),
    billingCycle: text("billing_cycle", { enum: BILLING_CYCLES }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: CHECKOUT_SESSION_STATUSES }).notNull().default("open"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("checkout_sessions_company_idx").on(table.companyId)],
);

/** Stripe webhook events already applied: a replayed or retried event id changes nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One person watching through a share link: the prospect of a unique link (`visitor_key` ''), or
 * one visitor of the public link, told apart by the random visitor id their browser keeps. The
 * recording calls keep its totals current, so the customer list reads one row per viewer.
 */
export const viewers = pgTable(
  "viewers",
  {
    id: id(),
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull().default(""),
    questionCount: integer("question_count").notNull().default(0),
    activeSeconds: real("active_seconds").notNull().default(0),
    /** Page loads of the link by this viewer (the first included): return visits count in the engagement score. */
    visitCount: integer("visit_count").notNull().default(0),
    /** Share of the Vemo's total video length this viewer watched over all visits, 0–100. */
    watchedPercent: integer("watched_percent").notNull().default(0),
    /** The shared engagement rule over watch depth, questions and visits (docs/analytics.md), kept current. */
    engagementScore: integer("engagement_score").notNull().default(0),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The AI insight summary and the question count it was written for (new questions make it stale). */
    insightSummary: text("insight_summary"),
    insightQuestionCount: integer("insight_question_count"),
  },
  (table) => [
    uniqueIndex("viewers_share_link_visitor_idx").on(table.shareLinkId, table.visitorKey),
    index("viewers_company_last_seen_idx").on(table.companyId, table.lastSeenAt),
    index("viewers_vemo_idx").on(table.vemoId),
    index("viewers_company_engagement_idx").on(table.companyId, table.engagementScore),
  ],
);

/**
 * One view of a share link: a page load of /share/{token}. Heartbeats from the visible page move
 * `last_seen_at` and add the time since the previous one to `active_seconds`, unless the gap shows
 * the page was hidden or closed meanwhile (docs/analytics.md). `company_id` is the link's
 * organisation (null for the welcome demo), so analytics need no join.
 */
export const viewerSessions = pgTable(
  "viewer_sessions",
  {
    id: id(),
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    viewerId: uuid("viewer_id")
      .notNull()
      .references(() => viewers.id, { onDelete: "cascade" }),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    activeSeconds: real("active_seconds").notNull().default(0),
    /** Share of the Vemo's total video length played in this visit, 0–100. */
    watchedPercent: integer("watched_percent").notNull().default(0),
    /** When the session was seen to end (the page closed, or no heartbeat for a while): `session.ended` is sent once. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The owner's e-mails about this session, each sent at most once. */
    questionsNoticeSentAt: timestamp("questions_notice_sent_at", { withTimezone: true }),
    engagementAlertSentAt: timestamp("engagement_alert_sent_at", { withTimezone: true }),
  },
  (table) => [
    index("viewer_sessions_company_idx").on(table.companyId),
    index("viewer_sessions_share_link_idx").on(table.shareLinkId),
    index("viewer_sessions_vemo_idx").on(table.vemoId),
    index("viewer_sessions_viewer_idx").on(table.viewerId),
    // The sweep that ends idle sessions reads only the open ones.
    index("viewer_sessions_open_idx")
      .on(table.lastSeenAt)
      .where(sql`ended_at IS NULL`),
  ],
);

/**
 * The right answer an owner taught for a question about one Vemo: written text and/or a citation of a video moment
 * (`videoUrl` + `startSeconds`) or a document page (`sourceId` + `page`). Later questions meaning the same get it.
 */
export const taughtAnswers = pgTable(
  "taught_answers",
  {
    id: id(),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer"),
    videoUrl: text("video_url"),
    startSeconds: real("start_seconds"),
    /** A document or web page of the Vemo; removing it removes the citation, not the owner's text. */
    sourceId: uuid("source_id").references(() => vemoSources.id, { onDelete: "set null" }),
    page: integer("page"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("taught_answers_vemo_idx").on(table.vemoId)],
);

/**
 * Which seconds of one video of the Vemo played in one session, as merged ranges (each second once)
 * and the stretches played more than once; the share page's heartbeats add to it (docs/analytics.md).
 */
export const viewerSessionVideos = pgTable(
  "viewer_session_videos",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => viewerSessions.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => vemoSources.id, { onDelete: "cascade" }),
    viewerId: uuid("viewer_id")
      .notNull()
      .references(() => viewers.id, { onDelete: "cascade" }),
    ranges: jsonb("ranges").$type<WatchedRange[]>().notNull(),
    replayed: jsonb("replayed").$type<WatchedRange[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.sourceId] }),
    index("viewer_session_videos_viewer_idx").on(table.viewerId),
  ],
);

/**
 * A Vemo's retention, added up as sessions end: per video and whole second, how many sessions
 * played it, how many played it again, and how many questions' answers pointed at it. The
 * retention chart reads these rows instead of every session.
 */
export const videoSecondTotals = pgTable(
  "video_second_totals",
  {
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => vemoSources.id, { onDelete: "cascade" }),
    second: integer("second").notNull(),
    views: integer("views").notNull().default(0),
    replays: integer("replays").notNull().default(0),
    questions: integer("questions").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.vemoId, table.sourceId, table.second] })],
);

/** Per video, how many ended sessions played any of it: what the retention chart's shares are of. */
export const videoViewTotals = pgTable("video_view_totals", {
  sourceId: uuid("source_id")
    .primaryKey()
    .references(() => vemoSources.id, { onDelete: "cascade" }),
  vemoId: uuid("vemo_id")
    .notNull()
    .references(() => vemos.id, { onDelete: "cascade" }),
  views: integer("views").notNull().default(0),
});

/**
 * An organisation's activity per UTC day, added up as it happens (views as pages load, questions as
 * they are asked, watch depth as sessions end, on the day the session started): /overview's charts.
 */
export const dailyActivity = pgTable(
  "daily_activity",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    questions: integer("questions").notNull().default(0),
    /** Ended sessions of the day and the sum of their watched percents: the average is one division. */
    endedSessions: integer("ended_sessions").notNull().default(0),
    watchedPercentSum: bigint("watched_percent_sum", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);

/** A question asked on a share page, with the answer given and the moment of the video it pointed to. */
export const viewerQuestions = pgTable(
  "viewer_questions",
  {
    id: id(),
    sessionId: uuid("session_id").references(() => viewerSessions.id, { onDelete: "set null" }),
    shareLinkId: uuid("share_link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    viewerId: uuid("viewer_id")
      .notNull()
      .references(() => viewers.id, { onDelete: "cascade" }),
    vemoId: uuid("vemo_id")
      .notNull()
      .references(() => vemos.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    videoUrl: text("video_url"),
    startSeconds: real("start_seconds").notNull().default(0),
    /** False when the assistant declined or was not confident: the owner sees it among the unanswered. */
    isAnswered: boolean("is_answered").notNull().default(true),
    /** The owner's taught answer it was given, if any. */
    taughtAnswerId: uuid("taught_answer_id").references(() => taughtAnswers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("viewer_questions_company_idx").on(table.companyId),
    index("viewer_questions_share_link_idx").on(table.shareLinkId),
    index("viewer_questions_session_idx").on(table.sessionId),
    index("viewer_questions_vemo_idx").on(table.vemoId),
    index("viewer_questions_viewer_created_idx").on(table.viewerId, table.createdAt),
  ],
);

/** The key an organisation's webhook deliveries are signed with; shown to the owner only when generated. */
export const webhookSecrets = pgTable("webhook_secrets", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

/** One attempt to deliver one webhook event; retries of an event share its event id. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").notNull(),
    eventType: text("event_type", { enum: WEBHOOK_EVENT_TYPES }).notNull(),
    url: text("url").notNull(),
    attempt: integer("attempt").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull(),
    responseStatus: integer("response_status"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [index("webhook_deliveries_company_created_idx").on(table.companyId, table.createdAt)],
);

/**
 * An organisation's connection to HubSpot, Salesforce or Slack. `credentials` is AES-256-GCM
 * ciphertext under ENCRYPTION_KEY (tokens, or Slack's webhook URL): the clear text is never stored.
 */
export const integrations = pgTable(
  "integrations",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name", { enum: INTEGRATION_NAMES }).notNull(),
    authKind: text("auth_kind", { enum: INTEGRATION_AUTH_KINDS }).notNull(),
    credentials: text("credentials").notNull(),
    /** When the access token expires (OAuth); it is refreshed a minute before. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Salesforce: the organisation's instance, where its REST API lives. */
    instanceUrl: text("instance_url"),
    events: jsonb("events").$type<IntegrationEvent[]>().notNull(),
    connectedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.name] })],
);

/** One attempt of one sync to an integration; the retries of a sync share its sync id. */
export const integrationSyncs = pgTable(
  "integration_syncs",
  {
    id: id(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    integration: text("integration", { enum: INTEGRATION_NAMES }).notNull(),
    syncId: uuid("sync_id").notNull(),
    type: text("type", { enum: INTEGRATION_SYNC_TYPES }).notNull(),
    attempt: integer("attempt").notNull(),
    status: text("status", { enum: INTEGRATION_SYNC_STATUSES }).notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (table) => [index("integration_syncs_company_created_idx").on(table.companyId, table.integration, table.createdAt)],
);

/** What was already queued for an integration (a session's visit end, its engagement alert): each is synced once. */
export const integrationClaims = pgTable(
  "integration_claims",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    integration: text("integration", { enum: INTEGRATION_NAMES }).notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.integration, table.key] })],
);

/**
 * Rate-limit counts of every API process: one row per limiter key and window (opened at the key's
 * first request), so the configured limit holds however many processes run. Windows are pruned
 * once they are over.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    /** Milliseconds since the epoch, by the database's clock (one clock for every process). */
    windowStart: bigint("window_start", { mode: "number" }).notNull(),
    count: integer("count").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_counters_window_start_idx").on(table.windowStart),
  ],
);
