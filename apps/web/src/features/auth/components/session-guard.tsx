import { useEffect } from "react";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageSpinner } from "../../../components/page-spinner";
import { useProfile } from "../hooks/use-profile";
import { clearSession, useHasStoredTokens } from "../session-storage";

/**
 * Lets the owner screens render only for a live session: the profile is checked with the stored token
 * (the API client refreshes it once on 401). Any failure ends the session and opens /login.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // The page asked for, so signing in lands there (an e-mail's link to a prospect's details).
  const requested = `${location.pathname}${location.search}${location.hash}`;
  // Read live, so a sign-out here or in another tab ends the owner screens instead of re-asking for the profile.
  const hasTokens = useHasStoredTokens();
  const profile = useProfile({ enabled: hasTokens });
  const isDenied = !hasTokens || profile.isError;

  useEffect(() => {
    if (!isDenied) return;
    clearSession();
    navigate("/login", { replace: true, state: { from: requested } });
  }, [isDenied, navigate, requested]);

  if (!profile.isSuccess) return <PageSpinner />;
  return children;
}
