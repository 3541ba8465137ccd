import path from "node:path";
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const commaList = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const EnvObject = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  PREVIEW_HOSTS: commaList.default([]),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPPORT_EMAIL: z.email().default("support@vemo.local"),
  /** Behind a load balancer, trust its X-Forwarded-* headers (client IP for rate limits, https). */
  TRUST_PROXY: flag.default(false),
  /** API requests a minute per signed-in user (per address otherwise) on routes without a stricter limit of their own. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Chat answers a minute on one share link, summed over every address (answers may cost LLM calls). */
  SHARE_CHAT_LINK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** `npm start` runs the job workers inside the HTTP process; `start:api` turns them off. */
  WORKER_IN_PROCESS: flag.default(true),
  /** How often pg-boss looks for jobs whose run outlived their expiry (crashed workers). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(30),
  WEB_DIST_DIR: z.string().optional(),
  /** Signs access tokens; when unset, a random key is generated once and kept in the database. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** The OpenID provider; tests point it at a local provider on loopback. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  /** E-mail and password sign-in; on by default only when Google sign-in is not configured. */
  PASSWORD_SIGN_IN: flag.optional(),
  /** Lets the guarded fetcher reach private, loopback and link-local addresses (tests only). */
  ALLOW_PRIVATE_NETWORK: flag.default(false),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(25 * 1024 * 1024),
  // Where video hosts' public caption endpoints live; tests point them at loopback fixture servers.
  YOUTUBE_BASE_URL: z.url().default("https://www.youtube.com"),
  LOOM_BASE_URL: z.url().default("https://www.loom.com"),
  VIMEO_PLAYER_BASE_URL: z.url().default("https://player.vimeo.com"),
  /** An OpenAI-compatible server that transcribes direct video files (`/audio/transcriptions`). */
  TRANSCRIPTION_BASE_URL: z.url().optional(),
  TRANSCRIPTION_API_KEY: z.string().optional(),
  TRANSCRIPTION_MODEL: z.string().default("whisper-1"),
  /** An OpenAI-compatible chat server that writes cited answers; without it the built-in engine answers offline. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** Embeddings fused with lexical retrieval; without it retrieval stays lexical. */
  LLM_EMBEDDING_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** Stripe billing; without a secret key the built-in test-mode checkout takes its place. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().optional(),
  /** Where the Stripe API is called; tests point it at a loopback stand-in. */
  STRIPE_API_BASE_URL: z.url().optional(),
  NODE_ENV: z.string().optional(),
  /** The built-in test-mode checkout (no payment); on unless NODE_ENV=production. */
  BILLING_TEST_MODE: flag.optional(),
  /** Without Stripe, gives every organisation this plan (a self-hosted instance for one team). */
  SELF_HOSTED_PLAN: z.enum(["pro", "enterprise"]).optional(),
  /** Keeps files in this S3-compatible bucket instead of DATA_DIR/files, so every process sees them. */
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible service (MinIO, R2…); without it, AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. http://minio:9000" }).optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `host/bucket/key` addresses instead of `bucket.host/key`, as MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: flag.optional(),
  /** The owner's e-mail notices go out through this SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`); without it none are sent. */
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.com:587",
    })
    .optional(),
  /** The sender of those e-mails, e.g. `Vemo <notifications@example.com>`; SUPPORT_EMAIL when unset. */
  MAIL_FROM: z.string().optional(),
  /** The hour (UTC, 0–23) the Daily Activity Digest goes out, covering the 24 hours before it. */
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
  /** Encrypts integration tokens at rest (32+ characters); without it HubSpot, Salesforce and Slack stay off. */
  ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  HUBSPOT_CLIENT_ID: z.string().optional(),
  HUBSPOT_CLIENT_SECRET: z.string().optional(),
  /** Where the HubSpot API (CRM v3, OAuth tokens) is called; tests point it at a loopback stand-in. */
  HUBSPOT_API_BASE_URL: z.url().default("https://api.hubapi.com"),
  SALESFORCE_CLIENT_ID: z.string().optional(),
  SALESFORCE_CLIENT_SECRET: z.string().optional(),
  /** Salesforce's login server (OAuth): https://test.salesforce.com for sandboxes; tests use a loopback stand-in. */
  SALESFORCE_LOGIN_URL: z.url().default("https://login.salesforce.com"),
});

const EnvSchema = EnvObject.superRefine((env, ctx) => {
  if (env.SELF_HOSTED_PLAN && env.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["SELF_HOSTED_PLAN"],
      message: "cannot be used with STRIPE_SECRET_KEY: Stripe decides the plans",
    });
  }
  if (env.LLM_BASE_URL && !env.LLM_MODEL)
    ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "is required when LLM_BASE_URL is set" });
  if (env.STRIPE_SECRET_KEY) {
    for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_PRO_MONTHLY", "STRIPE_PRICE_PRO_YEARLY"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "is required when STRIPE_SECRET_KEY is set" });
    }
  }
  checkS3Settings(env, ctx);
  if (env.MAIL_FROM && !env.SMTP_URL)
    ctx.addIssue({
      code: "custom",
      path: ["MAIL_FROM"],
      message: "is set but SMTP_URL is not; set SMTP_URL to send e-mail",
    });
});

// A half-configured bucket must stop the start, not silently leave files in one machine's folder.
function checkS3Settings(env: z.infer<typeof EnvObject>, ctx: z.RefinementCtx): void {
  if (!env.S3_BUCKET) {
    for (const name of [
      "S3_ENDPOINT",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_FORCE_PATH_STYLE",
    ] as const) {
      if (env[name] !== undefined)
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is set but S3_BUCKET is not; set S3_BUCKET to store files in S3",
        });
    }
    return;
  }
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_SECRET_ACCESS_KEY"],
      message: "is required when S3_ACCESS_KEY_ID is set",
    });
  }
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_ACCESS_KEY_ID"],
      message: "is required when S3_SECRET_ACCESS_KEY is set",
    });
  }
}

export type Config = Readonly<{
  port: number;
  host: string;
  publicUrl: string;
  previewHosts: readonly string[];
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  supportEmail: string;
  trustProxy: boolean;
  apiRateLimitPerMinute: number;
  /** Each API key's own budget on the routes without a stricter limit. */
  apiKeyRateLimitPerMinute: number;
  shareChatLinkLimitPerMinute: number;
  workerInProcess: boolean;
  jobsMaintenanceSeconds: number;
  webDistDir: string;
  auth: Readonly<{
    secret: string | undefined;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    google: Readonly<{ clientId: string; clientSecret: string; issuer: string }> | null;
    passwordSignIn: boolean;
  }>;
  content: Readonly<{
    allowPrivateNetwork: boolean;
    fetchTimeoutMs: number;
    fetchMaxBytes: number;
    documentMaxBytes: number;
    youtubeBaseUrl: string;
    loomBaseUrl: string;
    vimeoPlayerBaseUrl: string;
    transcription: Readonly<{ baseUrl: string; apiKey: string | undefined; model: string }> | null;
  }>;
  answers: Readonly<{
    /** The chat model for written answers; null means the built-in engine answers offline. */
    llm: Readonly<{
      baseUrl: string;
      apiKey: string | undefined;
      model: string;
      embeddingModel: string | undefined;
      timeoutMs: number;
    }> | null;
  }>;
  /** Where files live: null means the local folder `DATA_DIR/files` (one machine only). */
  s3: S3Settings | null;
  billing: Readonly<{
    /** null means no Stripe: the test-mode checkout (when `testMode`) or no checkout at all. */
    stripe: StripeSettings | null;
    /** The built-in, clearly marked checkout page that takes no payment; never with Stripe. */
    testMode: boolean;
    /** Every organisation's plan on an instance without Stripe, or null. */
    selfHostedPlan: "pro" | "enterprise" | null;
  }>;
  notifications: Readonly<{
    /** null means no SMTP server: no e-mail is sent and the Notifications tab says so. */
    mail: MailSettings | null;
    digestHourUtc: number;
  }>;
  integrations: IntegrationSettings;
}>;

type OAuthApp = Readonly<{ clientId: string; clientSecret: string }>;

export type IntegrationSettings = Readonly<{
  /** null means no ENCRYPTION_KEY: no integration can be connected and the Integrations tab says why. */
  encryptionKey: string | null;
  hubspot: Readonly<{ apiBaseUrl: string; oauth: OAuthApp | null }>;
  salesforce: Readonly<{ loginUrl: string; oauth: OAuthApp | null }>;
}>;

export type MailSettings = Readonly<{ smtpUrl: string; from: string }>;

export type StripeSettings = Readonly<{
  secretKey: string;
  webhookSecret: string;
  prices: Readonly<{ monthly: string; yearly: string }>;
  apiBaseUrl: string | undefined;
}>;

export type S3Settings = Readonly<{
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** null means the AWS SDK's default credential chain (instance role, AWS_* variables, profile). */
  credentials: Readonly<{ accessKeyId: string; secretAccessKey: string }> | null;
  forcePathStyle: boolean;
}>;

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, "../../../..");

/** Parses the environment once; lists every bad variable at once and fails fast. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
      : null;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    previewHosts: Object.freeze(e.PREVIEW_HOSTS),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    supportEmail: e.SUPPORT_EMAIL,
    trustProxy: e.TRUST_PROXY,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    shareChatLinkLimitPerMinute: e.SHARE_CHAT_LINK_LIMIT_PER_MINUTE,
    workerInProcess: e.WORKER_IN_PROCESS,
    jobsMaintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
    auth: Object.freeze({
      secret: e.AUTH_SECRET,
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      google: google ? Object.freeze(google) : null,
      passwordSignIn: e.PASSWORD_SIGN_IN ?? !google,
    }),
    content: Object.freeze({
      allowPrivateNetwork: e.ALLOW_PRIVATE_NETWORK,
      fetchTimeoutMs: e.FETCH_TIMEOUT_MS,
      fetchMaxBytes: e.FETCH_MAX_BYTES,
      documentMaxBytes: e.DOCUMENT_MAX_BYTES,
      youtubeBaseUrl: e.YOUTUBE_BASE_URL.replace(/\/+$/, ""),
      loomBaseUrl: e.LOOM_BASE_URL.replace(/\/+$/, ""),
      vimeoPlayerBaseUrl: e.VIMEO_PLAYER_BASE_URL.replace(/\/+$/, ""),
      transcription: e.TRANSCRIPTION_BASE_URL
        ? Object.freeze({
            baseUrl: e.TRANSCRIPTION_BASE_URL,
            apiKey: e.TRANSCRIPTION_API_KEY,
            model: e.TRANSCRIPTION_MODEL,
          })
        : null,
    }),
    answers: Object.freeze({ llm: llmSettings(e) }),
    s3: s3Settings(e),
    billing: Object.freeze({
      stripe: stripeSettings(e),
      testMode: !e.STRIPE_SECRET_KEY && !e.SELF_HOSTED_PLAN && (e.BILLING_TEST_MODE ?? e.NODE_ENV !== "production"),
      selfHostedPlan: e.SELF_HOSTED_PLAN ?? null,
    }),
    notifications: Object.freeze({
      mail: e.SMTP_URL ? Object.freeze({ smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? e.SUPPORT_EMAIL }) : null,
      digestHourUtc: e.DIGEST_HOUR_UTC,
    }),
    integrations: Object.freeze({
      encryptionKey: e.ENCRYPTION_KEY ?? null,
      hubspot: Object.freeze({
        apiBaseUrl: e.HUBSPOT_API_BASE_URL.replace(/\/+$/, ""),
        oauth: oauthApp(e.HUBSPOT_CLIENT_ID, e.HUBSPOT_CLIENT_SECRET),
      }),
      salesforce: Object.freeze({
        loginUrl: e.SALESFORCE_LOGIN_URL.replace(/\/+$/, ""),
        oauth: oauthApp(e.SALESFORCE_CLIENT_ID, e.SALESFORCE_CLIENT_SECRET),
      }),
    }),
  });
}

function oauthApp(clientId: string | undefined, clientSecret: string | undefined): OAuthApp | null {
  return clientId && clientSecret ? Object.freeze({ clientId, clientSecret }) : null;
}

function stripeSettings(e: z.infer<typeof EnvSchema>): StripeSettings | null {
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PRICE_PRO_MONTHLY || !e.STRIPE_PRICE_PRO_YEARLY)
    return null;
  return Object.freeze({
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: Object.freeze({ monthly: e.STRIPE_PRICE_PRO_MONTHLY, yearly: e.STRIPE_PRICE_PRO_YEARLY }),
    apiBaseUrl: e.STRIPE_API_BASE_URL,
  });
}

function s3Settings(e: z.infer<typeof EnvSchema>): S3Settings | null {
  if (!e.S3_BUCKET) return null;
  const credentials =
    e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? Object.freeze({ accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY })
      : null;
  return Object.freeze({
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    credentials,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  });
}

function llmSettings(e: z.infer<typeof EnvSchema>): Config["answers"]["llm"] {
  if (!e.LLM_BASE_URL || !e.LLM_MODEL) return null;
  return Object.freeze({
    baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ""),
    apiKey: e.LLM_API_KEY,
    model: e.LLM_MODEL,
    embeddingModel: e.LLM_EMBEDDING_MODEL,
    timeoutMs: e.LLM_TIMEOUT_MS,
  });
}

// An empty variable (`PUBLIC_URL=`) means "not set", as it does in most deployment tools.
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}
