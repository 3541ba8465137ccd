import { randomUUID } from "node:crypto";
import type { LogoType } from "@vemo/shared/rules/brand";
import type { Db } from "../../platform/db/database.ts";
import { AppError } from "../../platform/errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { companyFolder } from "../companies/companies.service.ts";
import { findBrand, findLogo, saveBrand, type BrandRow } from "./brand.repository.ts";
import { checkLogoFile } from "./logo-file.ts";

const LOGO_NOT_FOUND = "Logo not found";
const EXTENSIONS: Record<LogoType, string> = { "image/png": "png", "image/jpeg": "jpg", "image/svg+xml": "svg" };

function logoKey(companyId: string, logoId: string, type: LogoType): string {
  return `${companyFolder(companyId)}/brand/${logoId}.${EXTENSIONS[type]}`;
}

/** The organisation's brand; an organisation that never set one has Vemo's (no colour, no logo). */
export async function readBrand(options: { db: Db; companyId: string }): Promise<BrandRow | null> {
  return (await findBrand(options.db, options.companyId)) ?? null;
}

export async function updateBrand(options: {
  db: Db;
  companyId: string;
  brand: Pick<BrandRow, "brandColor" | "hidePoweredBy">;
}): Promise<BrandRow> {
  return saveBrand(options.db, options.companyId, options.brand);
}

/** Checks the file by its content (SVGs sanitised), stores it under a new id and removes the previous logo's file. */
export async function uploadLogo(options: {
  db: Db;
  storage: FileStorage;
  companyId: string;
  file: Buffer | null;
}): Promise<BrandRow> {
  if (!options.file) throw new AppError("bad_request", "Choose a logo file to upload");
  const logo = checkLogoFile(options.file);
  const previous = await findBrand(options.db, options.companyId);
  const logoId = randomUUID();
  await options.storage.put(logoKey(options.companyId, logoId, logo.type), logo.bytes);
  const saved = await saveBrand(options.db, options.companyId, { logoId, logoType: logo.type });
  await removeLogoFile(options.storage, options.companyId, previous);
  return saved;
}

export async function removeLogo(options: { db: Db; storage: FileStorage; companyId: string }): Promise<BrandRow> {
  const previous = await findBrand(options.db, options.companyId);
  const saved = await saveBrand(options.db, options.companyId, { logoId: null, logoType: null });
  await removeLogoFile(options.storage, options.companyId, previous);
  return saved;
}

async function removeLogoFile(storage: FileStorage, companyId: string, brand: BrandRow | undefined): Promise<void> {
  if (brand?.logoId && brand.logoType) await storage.delete(logoKey(companyId, brand.logoId, brand.logoType));
}

/** A logo's file by its upload's id, for anyone: logos are shown on public share pages. */
export async function readLogoFile(options: {
  db: Db;
  storage: FileStorage;
  logoId: string;
}): Promise<{ type: LogoType; bytes: Buffer }> {
  const logo = await findLogo(options.db, options.logoId);
  const bytes = logo?.logoType && (await options.storage.get(logoKey(logo.companyId, options.logoId, logo.logoType)));
  if (!logo?.logoType || !bytes) throw new AppError("not_found", LOGO_NOT_FOUND);
  return { type: logo.logoType, bytes };
}
