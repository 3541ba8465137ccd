import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts on the embedded defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe("info");
    expect(config.workerInProcess).toBe(true);
    expect(config.shareChatLinkLimitPerMinute).toBe(300);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("reads every variable and treats empty ones as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      PUBLIC_URL: "https://demo.example.com/",
      PREVIEW_HOSTS: "a.preview.app, b.preview.app",
      DATABASE_URL: "postgres://u:p@db:5432/vemo",
      LOG_LEVEL: "warn",
      WORKER_IN_PROCESS: "false",
      SUPPORT_EMAIL: "",
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("https://demo.example.com");
    expect(config.previewHosts).toEqual(["a.preview.app", "b.preview.app"]);
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/vemo");
    expect(config.workerInProcess).toBe(false);
    expect(config.supportEmail).toBe("support@vemo.local");
  });

  it("reads the chat budget of one share link, a whole number of at least 1", () => {
    expect(loadConfig({ SHARE_CHAT_LINK_LIMIT_PER_MINUTE: "1000" }).shareChatLinkLimitPerMinute).toBe(1000);
    expect(() => loadConfig({ SHARE_CHAT_LINK_LIMIT_PER_MINUTE: "0" })).toThrow(/SHARE_CHAT_LINK_LIMIT_PER_MINUTE/);
  });

  it("lists every bad variable in one error", () => {
    const load = () => loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", PUBLIC_URL: "not a url" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*PUBLIC_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*PUBLIC_URL/);
  });

  it("runs billing in test mode without Stripe, and needs every Stripe setting once a secret key is given", () => {
    expect(loadConfig({}).billing.stripe).toBeNull();
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_PRO_MONTHLY: "price_m",
      STRIPE_PRICE_PRO_YEARLY: "price_y",
      STRIPE_API_BASE_URL: "http://127.0.0.1:12111",
    }).billing.stripe;
    expect(stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      prices: { monthly: "price_m", yearly: "price_y" },
      apiBaseUrl: "http://127.0.0.1:12111",
    });
    const incomplete = () => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_PRICE_PRO_MONTHLY: "price_m" });
    expect(incomplete).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_PRO_YEARLY/,
    );
  });

  it("keeps files in the local folder unless S3_BUCKET is set, and then reads every S3 setting", () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "vemo-files" }).s3).toEqual({
      bucket: "vemo-files",
      region: "us-east-1",
      endpoint: undefined,
      credentials: null,
      forcePathStyle: false,
    });
    const s3 = loadConfig({
      S3_BUCKET: "vemo-files",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "eu-west-3",
      S3_ACCESS_KEY_ID: "AKIA1",
      S3_SECRET_ACCESS_KEY: "secret1",
      S3_FORCE_PATH_STYLE: "true",
    }).s3;
    expect(s3).toEqual({
      bucket: "vemo-files",
      region: "eu-west-3",
      endpoint: "http://minio:9000",
      credentials: { accessKeyId: "AKIA1", secretAccessKey: "secret1" },
      forcePathStyle: true,
    });
    expect(Object.isFrozen(s3)).toBe(true);
  });

  it("refuses half an S3 configuration with a message naming what is missing", () => {
    expect(() => loadConfig({ S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "true" })).toThrow(
      /S3_ENDPOINT: is set but S3_BUCKET is not[\s\S]*S3_FORCE_PATH_STYLE: is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ S3_BUCKET: "vemo-files", S3_ACCESS_KEY_ID: "AKIA1" })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: "vemo-files", S3_SECRET_ACCESS_KEY: "secret1" })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_SECRET_ACCESS_KEY is set/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: "vemo-files", S3_ENDPOINT: "minio:9000", S3_FORCE_PATH_STYLE: "yes" }),
    ).toThrow(/S3_ENDPOINT[\s\S]*S3_FORCE_PATH_STYLE/);
  });

  it("sends no e-mail without SMTP_URL, and reads the sender and the digest hour with it", () => {
    expect(loadConfig({}).notifications).toEqual({ mail: null, digestHourUtc: 8 });
    const config = loadConfig({
      SMTP_URL: "smtp://user:secret@mail.example.com:587",
      SUPPORT_EMAIL: "help@example.com",
      DIGEST_HOUR_UTC: "17",
    });
    expect(config.notifications).toEqual({
      mail: { smtpUrl: "smtp://user:secret@mail.example.com:587", from: "help@example.com" },
      digestHourUtc: 17,
    });
    expect(
      loadConfig({ SMTP_URL: "smtps://mail.example.com", MAIL_FROM: "Vemo <n@example.com>" }).notifications.mail?.from,
    ).toBe("Vemo <n@example.com>");
  });

  it("refuses a non-SMTP URL, a sender without a server and an hour outside 0–23", () => {
    expect(() => loadConfig({ SMTP_URL: "https://mail.example.com" })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_FROM: "n@example.com" })).toThrow(/MAIL_FROM: is set but SMTP_URL is not/);
    expect(() => loadConfig({ DIGEST_HOUR_UTC: "24" })).toThrow(/DIGEST_HOUR_UTC/);
  });
});
