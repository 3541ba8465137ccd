import nodemailer from "nodemailer";
import type { MailSettings } from "../../platform/config.ts";
import type { OwnerEmail } from "./notice-messages.ts";

/** Bounds one send well inside the job's expiry, so a silent server fails the attempt and it is retried. */
const SMTP_TIMEOUT_MS = 15_000;

/** Sends one message through the configured SMTP server; throws when the server refuses it or cannot be reached. */
export async function sendEmail(mail: MailSettings, message: OwnerEmail & { html?: string }): Promise<void> {
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({
      from: mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  } finally {
    transport.close();
  }
}
