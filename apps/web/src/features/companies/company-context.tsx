import { useQueryClient } from "@tanstack/react-query";
import type { Company } from "@vemo/shared/contracts/companies";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import { useProfile } from "../auth/hooks/use-profile";
import { companiesQueryKey, useCompanies } from "./hooks/use-companies";
import { COMPANY_CHECK_DELAYS, useCompanyRechecks } from "./hooks/use-company-rechecks";

type CompanyState = {
  /** The first of the caller's companies; null while loading or when there is none. */
  company: Company | null;
  isLoading: boolean;
  isError: boolean;
  refreshCompany: () => Promise<void>;
};

const CompanyContext = createContext<CompanyState | null>(null);

/** Loads the signed-in user's company: the profile is checked first, then the companies are read. */
export function CompanyProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [isStarted, setIsStarted] = useState(false);
  const profile = useProfile({ enabled: isStarted });
  const companies = useCompanies({ enabled: profile.isSuccess });
  useCompanyRechecks();

  useEffect(() => {
    const timer = setTimeout(() => setIsStarted(true), COMPANY_CHECK_DELAYS.startMs);
    return () => clearTimeout(timer);
  }, []);

  const refreshCompany = useCallback(
    () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
    [queryClient],
  );
  const company = companies.data?.[0] ?? null;
  const isError = companies.isError && !companies.data;
  const isLoading = companies.isPending;
  const value = useMemo(
    () => ({ company, isLoading, isError, refreshCompany }),
    [company, isLoading, isError, refreshCompany],
  );

  return <CompanyContext value={value}>{children}</CompanyContext>;
}

export function useCompany(): CompanyState {
  const state = useContext(CompanyContext);
  if (!state) throw new Error("useCompany needs a CompanyProvider above it");
  return state;
}
