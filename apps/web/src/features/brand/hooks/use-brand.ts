import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BrandResponse } from "@vemo/shared/contracts/brand";
import type { CustomDomainResponse } from "@vemo/shared/contracts/custom-domain";
import { retryUnlessClientError } from "../../../lib/api-client";
import * as api from "../api";

const brandKey = ["settings", "brand"] as const;
const domainKey = ["settings", "domain"] as const;

export function useBrand() {
  return useQuery({ queryKey: brandKey, queryFn: api.fetchBrand, retry: retryUnlessClientError });
}

/** A change of the brand (colour, logo); the answer is the brand as saved. */
export function useBrandChange<Input>(change: (input: Input) => Promise<BrandResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (saved) => queryClient.setQueryData(brandKey, saved) });
}

export function useDomain() {
  return useQuery({ queryKey: domainKey, queryFn: api.fetchDomain, retry: retryUnlessClientError });
}

export function useDomainChange<Input>(change: (input: Input) => Promise<CustomDomainResponse>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (saved) => queryClient.setQueryData(domainKey, saved) });
}
