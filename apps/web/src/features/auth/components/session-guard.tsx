import { useEffect } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../../components/page-spinner";
import { useProfile } from "../hooks/use-profile";
import { clearSession, useHasStoredTokens } from "../session-storage";

/**
 * Lets the owner screens render only for a live session: the profile is checked with the stored token
 * (the API client refreshes it once on 401). Any failure ends the session and opens /login.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Read live, so a sign-out here or in another tab ends the owner screens instead of re-asking for the profile.
  const hasTokens = useHasStoredTokens();
  const profile = useProfile({ enabled: hasTokens });
  const isDenied = !hasTokens || profile.isError;

  useEffect(() => {
    if (!isDenied) return;
    clearSession();
    navigate("/login", { replace: true });
  }, [isDenied, navigate]);

  if (!profile.isSuccess) return <PageSpinner />;
  return children;
}
