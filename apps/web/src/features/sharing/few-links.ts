import { ClientRow } from "@vemo/shared/contracts/bulk-uploads";
import { FEW_LINKS_REQUIRED_MESSAGE } from "@vemo/shared/rules/prospects";
import type { ProspectRow } from "@vemo/shared/rules/prospects";

/** One customer row of the Few Links form, as typed. */
export type FewLinksRow = { id: number; name: string; email: string; company: string };

export type FewLinksCustomers = { customers: ProspectRow[] } | { error: string };

const isBlank = (row: FewLinksRow) => [row.name, row.email, row.company].every((value) => value.trim() === "");

/**
 * The customers to send: empty rows are skipped; every other row needs a name and a valid e-mail
 * (the contract's own rules, so the form and the server agree); a blank company becomes
 * 'Unknown Company'. Rows are numbered as the form shows them.
 */
export function readFewLinksCustomers(rows: readonly FewLinksRow[]): FewLinksCustomers {
  const customers: ProspectRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (isBlank(row)) continue;
    const parsed = ClientRow.safeParse({ clientName: row.name, email: row.email, companyName: row.company });
    if (!parsed.success)
      return { error: `Customer ${index + 1}: ${parsed.error.issues[0]?.message ?? "Please check this customer"}` };
    customers.push({
      clientName: parsed.data.clientName,
      email: parsed.data.email,
      companyName: parsed.data.companyName,
    });
  }
  return customers.length > 0 ? { customers } : { error: FEW_LINKS_REQUIRED_MESSAGE };
}
