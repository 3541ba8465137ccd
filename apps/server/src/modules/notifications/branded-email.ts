import { brandLogoPath, brandPalette } from "@vemo/shared/rules/brand";
import type { Db } from "../../platform/db/database.ts";
import { showsPoweredBy } from "../brand/brand.policy.ts";
import { findCompanyBrand } from "../brand/brand.repository.ts";
import { escapeHtml } from "../sharing/share-page.ts";
import type { OwnerEmail } from "./notice-messages.ts";

/** What an organisation's e-mails show of its brand. */
export type EmailBrand = {
  companyName: string;
  color: string;
  onColor: string;
  logoUrl: string | null;
  poweredBy: boolean;
};

export async function readEmailBrand(options: {
  db: Db;
  publicUrl: string;
  companyId: string;
}): Promise<EmailBrand | null> {
  const found = await findCompanyBrand(options.db, options.companyId);
  if (!found) return null;
  const { company, brand } = found;
  const palette = brandPalette(brand?.brandColor ?? null);
  // Mail readers show PNG and JPEG; many refuse SVG.
  const hasRasterLogo = brand?.logoId && brand.logoType !== "image/svg+xml";
  return {
    companyName: company.name,
    color: palette.brand,
    onColor: palette.onBrand,
    logoUrl: hasRasterLogo ? `${options.publicUrl}${brandLogoPath(brand.logoId!)}` : null,
    poweredBy: showsPoweredBy(brand, company),
  };
}

/**
 * The HTML part of an organisation's e-mail: a band in its brand colour with its logo (or name),
 * then the text as written (escaped, line breaks kept), and "Sent by Vemo" unless white-labelled.
 */
export function brandedEmailHtml(message: Pick<OwnerEmail, "text">, brand: EmailBrand): string {
  const heading = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.companyName)}" height="32" style="height:32px;max-width:200px">`
    : `<strong>${escapeHtml(brand.companyName)}</strong>`;
  const footer = brand.poweredBy ? `<p style="color:#64748b;font-size:12px">Sent by Vemo</p>` : "";
  return [
    `<div style="font-family:Arial,sans-serif;max-width:640px">`,
    `<div style="background:${brand.color};color:${brand.onColor};padding:12px 16px">${heading}</div>`,
    `<div style="padding:16px;white-space:pre-wrap;color:#0f172a;font-size:14px">${escapeHtml(message.text)}</div>`,
    footer,
    `</div>`,
  ].join("");
}
