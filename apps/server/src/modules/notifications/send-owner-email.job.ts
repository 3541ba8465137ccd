import { z } from "zod";
import { defineJob } from "../../platform/jobs/job-definition.ts";
import { brandedEmailHtml, readEmailBrand } from "./branded-email.ts";
import { sendEmail } from "./mailer.ts";

/**
 * Sends one notice to the owner; a failed attempt is retried up to 5 times with exponential back-off from 30 s.
 * A notice about an organisation (`companyId`) also carries an HTML part in its brand.
 */
export const sendOwnerEmailJob = defineJob({
  name: "send-owner-email",
  payload: z.object({
    to: z.email(),
    subject: z.string().min(1),
    text: z.string().min(1),
    companyId: z.uuid().optional(),
  }),
  expireInSeconds: 60,
  retryLimit: 5,
  retryDelaySeconds: 30,
  async run(message, { config, database, log }) {
    // SMTP_URL may have been removed since the message was queued.
    if (!config.notifications.mail) return log.warn("no SMTP_URL: e-mail not sent");
    const brand =
      message.companyId &&
      (await readEmailBrand({ db: database.db, publicUrl: config.publicUrl, companyId: message.companyId }));
    await sendEmail(config.notifications.mail, {
      ...message,
      html: brand ? brandedEmailHtml(message, brand) : undefined,
    });
  },
});
