import { randomBytes } from "node:crypto";
import { DOMAIN_VERIFICATION_PATH } from "@vemo/shared/rules/custom-domain";
import type { Config } from "../../platform/config.ts";
import { ContentError } from "../../platform/content-error.ts";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import { guardedFetch } from "../../platform/guarded-fetch.ts";
import { hasFeature } from "../billing/billing.policy.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import {
  deleteDomain,
  findDomain,
  findDomainByHost,
  findVerifiedDomain,
  markVerified,
  saveDomain,
  type DomainRow,
} from "./custom-domain.repository.ts";

const DOMAIN_TAKEN = "This host is already used by another organization";
const DOMAIN_IS_VEMO = "This is Vemo's own address: enter your own host, such as demo.acme.com";
const VERIFY_TIMEOUT_MS = 10_000;
const VERIFY_MAX_BYTES = 4096;

export async function readDomain(options: { db: Db; companyId: string }): Promise<DomainRow | null> {
  return (await findDomain(options.db, options.companyId)) ?? null;
}

export async function setDomain(options: {
  db: Db;
  publicUrl: string;
  companyId: string;
  host: string;
}): Promise<DomainRow> {
  if (isPublicHost(options.host, options.publicUrl)) throw new AppError("bad_request", DOMAIN_IS_VEMO);
  const holder = await findDomainByHost(options.db, options.host);
  if (holder && holder.companyId !== options.companyId) throw new AppError("conflict", DOMAIN_TAKEN);
  const token = `vemo-verify-${randomBytes(24).toString("base64url")}`;
  const saved = await saveDomain(options.db, options.companyId, options.host, token);
  if (!saved) throw new AppError("conflict", DOMAIN_TAKEN);
  return saved;
}

export async function removeDomain(options: { db: Db; companyId: string }): Promise<void> {
  await deleteDomain(options.db, options.companyId);
}

/** Where verification reads the token: plain HTTP, so a CNAME to Vemo answers before any certificate exists. */
export function verificationUrl(host: string): string {
  return `http://${host}${DOMAIN_VERIFICATION_PATH}`;
}

/**
 * Fetches the token from the host through the guarded fetcher (private addresses refused unless
 * ALLOW_PRIVATE_NETWORK) and marks the domain verified when it is the one Vemo gave.
 */
export async function verifyDomain(options: {
  db: Db;
  config: Pick<Config, "content">;
  companyId: string;
  now?: Date;
}): Promise<DomainRow> {
  const domain = await findDomain(options.db, options.companyId);
  if (!domain) throw new AppError("not_found", "Set a custom domain first");
  const url = verificationUrl(domain.host);
  let answer: string;
  try {
    const response = await guardedFetch(url, {
      allowPrivateNetwork: options.config.content.allowPrivateNetwork,
      timeoutMs: VERIFY_TIMEOUT_MS,
      maxBytes: VERIFY_MAX_BYTES,
    });
    if (response.status !== 200)
      throw new AppError(
        "bad_request",
        `${domain.host} answered ${response.status} at ${DOMAIN_VERIFICATION_PATH}. Create the CNAME record, wait for it to spread, and verify again.`,
      );
    answer = response.body.toString("utf8").trim();
  } catch (error) {
    if (error instanceof ContentError)
      throw new AppError("bad_request", `${domain.host} could not be reached: ${error.message}`);
    throw error;
  }
  if (answer !== domain.verificationToken)
    throw new AppError(
      "bad_request",
      `${domain.host} answered, but not with this organization's token: check that the CNAME points to Vemo.`,
    );
  return markVerified(options.db, options.companyId, options.now ?? new Date());
}

/** What the host answers at the verification path: the token of the domain set at this host, verified or not. */
export async function verificationTokenAt(options: { db: Db; host: string }): Promise<string | null> {
  return (await findDomainByHost(options.db, options.host))?.verificationToken ?? null;
}

function isPublicHost(host: string, publicUrl: string): boolean {
  return new URL(`http://${host}`).hostname === new URL(publicUrl).hostname;
}

/** The origin of a verified host, in PUBLIC_URL's scheme (https behind the operator's proxy). */
export function domainOrigin(host: string, publicUrl: string): string {
  return `${new URL(publicUrl).protocol}//${host}`;
}

/**
 * Where the organisation's share links are served: its verified custom domain while the plan has
 * it, else PUBLIC_URL. Copied links, canonical and Open Graph URLs and oEmbed all use it.
 */
export async function shareOriginOf(options: {
  db: Db;
  publicUrl: string;
  company: CompanyRow | null;
}): Promise<string> {
  const { company, publicUrl } = options;
  if (!company || !hasFeature(company, "customDomain")) return publicUrl;
  const domain = await findDomain(options.db, company.id);
  return domain?.verifiedAt ? domainOrigin(domain.host, publicUrl) : publicUrl;
}

/** The organisation a verified custom domain serves, while its plan has custom domains; null for any other host. */
export async function organizationAtHost(options: { db: Db; host: string }): Promise<CompanyRow | null> {
  const found = await findVerifiedDomain(options.db, options.host);
  return found && hasFeature(found.company, "customDomain") ? found.company : null;
}
