import type { CustomerListItem } from "@vemo/shared/contracts/analytics";

type Customer = Pick<CustomerListItem, "client_name" | "client_email" | "client_company">;

/** A public link's visitors (and a prospect without a name) show as 'Anonymous User'. */
export function customerName(customer: Customer): string {
  return customer.client_name?.trim() || "Anonymous User";
}

export function companyName(customer: Customer): string {
  return customer.client_company?.trim() || "No company";
}

/** A moment as the viewer's locale writes a date and time. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** The Vemo dialog's search: name, e-mail or company containing the text, in any case. */
export function filterCustomers<T extends Customer>(customers: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...customers];
  return customers.filter((customer) =>
    [customer.client_name, customer.client_email, customer.client_company].some((field) =>
      field?.toLowerCase().includes(needle),
    ),
  );
}
