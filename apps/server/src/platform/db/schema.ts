import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL 15: only SQL that PostgreSQL 15 accepts.

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
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
  role: text("role").notNull().default("owner"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An organisation. Each user owns at most one (the unique owner column enforces it). */
export const companies = pgTable("companies", {
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
  subscriptionPlan: text("subscription_plan").notNull().default("free"),
  subscriptionStatus: text("subscription_status").notNull().default("active"),
  billingCycle: text("billing_cycle").notNull().default("monthly"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
