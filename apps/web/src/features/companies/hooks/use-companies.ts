import { useQuery } from "@tanstack/react-query";
import type { Company } from "@vemo/shared/contracts/companies";
import { retryUnlessClientError } from "../../../lib/api-client";
import { fetchCompanies } from "../api";

export const companiesQueryKey = ["companies"] as const;

/** A company created a moment ago may not be listed yet, so an empty list is asked for once more after this delay. */
const EMPTY_COMPANIES_RETRY_MS = 1000;

async function loadCompanies(): Promise<Company[]> {
  const companies = await fetchCompanies();
  if (companies.length > 0) return companies;
  await new Promise((resolve) => setTimeout(resolve, EMPTY_COMPANIES_RETRY_MS));
  return fetchCompanies();
}

/** The caller's companies (zero or one: one organisation per user). */
export function useCompanies({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: companiesQueryKey, queryFn: loadCompanies, enabled, retry: retryUnlessClientError });
}
