import { AppError } from "../../platform/errors.ts";
import type { CompanyRow } from "../companies/companies.repository.ts";
import type { VemoRow } from "../vemos/vemos.repository.ts";

type Company = Pick<CompanyRow, "id">;
type Vemo = Pick<VemoRow, "companyId" | "isDemo">;

/** Anyone signed in may ask about the welcome demo; owners about their own Vemos. */
export function canAskAbout(company: Company, vemo: Vemo): boolean {
  return vemo.companyId === company.id || (vemo.companyId === null && vemo.isDemo);
}

/** Another organisation's Vemo answers as if it did not exist, so ids cannot be probed. */
export function authorizeQuestion<T extends Vemo>(company: Company, vemo: T | undefined): asserts vemo is T {
  if (!vemo || !canAskAbout(company, vemo)) throw new AppError("not_found", "Vemo not found");
}
