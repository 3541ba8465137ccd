import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { profileQueryKey } from "../../auth/hooks/use-profile";
import { AUTH_COMPLETED_EVENT, SESSION_KEYS } from "../../auth/session-storage";
import { companiesQueryKey } from "./use-companies";

/** Delays of the company context, as the spec sets them. */
export const COMPANY_CHECK_DELAYS = { startMs: 100, tokenChangeMs: 200, authCompletedMs: 300 } as const;

const TOKEN_KEYS: readonly (string | null)[] = [SESSION_KEYS.accessToken, SESSION_KEYS.legacyAccessToken, null];

/** Checks the profile, then the companies, again when another tab changes the token or a sign-in completes. */
export function useCompanyRechecks(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    function recheckAfter(delayMs: number) {
      const timer = setTimeout(async () => {
        timers.delete(timer);
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
        await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      }, delayMs);
      timers.add(timer);
    }
    // A null key means another tab cleared the whole storage.
    function handleStorage(event: StorageEvent) {
      if (TOKEN_KEYS.includes(event.key)) recheckAfter(COMPANY_CHECK_DELAYS.tokenChangeMs);
    }
    function handleAuthCompleted() {
      recheckAfter(COMPANY_CHECK_DELAYS.authCompletedMs);
    }
    window.addEventListener("storage", handleStorage);
    window.addEventListener(AUTH_COMPLETED_EVENT, handleAuthCompleted);
    return () => {
      window.removeEventListener("storage", handleStorage);
      window.removeEventListener(AUTH_COMPLETED_EVENT, handleAuthCompleted);
      timers.forEach(clearTimeout);
    };
  }, [queryClient]);
}
