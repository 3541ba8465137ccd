import { useEffect, useState } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { PageSpinner } from "../../../components/page-spinner";
import { useProfile } from "../hooks/use-profile";
import { clearSession, readAccessToken, readRefreshToken } from "../session-storage";

/**
 * Lets the owner screens render only for a live session: the profile is checked with the stored token
 * (the API client refreshes it once on 401). Any failure ends the session and opens /login.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [hasTokens] = useState(() => readAccessToken() !== null || readRefreshToken() !== null);
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
