import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MutationStatus } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useClientConfig } from "../../config/hooks/use-client-config";
import { getPreviewRedirectUrl } from "../../config/preview-redirect";
import { CALLBACK_MESSAGES, CallbackError, completeGoogleSignIn, parseCallbackFragment } from "../google-callback";
import type { CallbackFragment } from "../google-callback";
import { forgetCachedUserData } from "../sign-in";

/** Delays of the callback screen, as the spec sets them. */
const CALLBACK_DELAYS = { afterSignInMs: 500, afterErrorMs: 3000 } as const;

type CallbackView = { isWorking: true; message: null } | { isWorking: false; message: string };

type Outcome = { view: CallbackView; redirect: { to: string; delayMs: number } | null };

const WORKING: Outcome = { view: { isWorking: true, message: null }, redirect: null };

function failure(message: string, redirectsToLogin = true): Outcome {
  return {
    view: { isWorking: false, message },
    redirect: redirectsToLogin ? { to: "/login", delayMs: CALLBACK_DELAYS.afterErrorMs } : null,
  };
}

function describeOutcome(
  fragment: CallbackFragment,
  status: MutationStatus,
  startPage: string | undefined,
  error: Error | null,
): Outcome {
  if (fragment.kind === "none") return { ...WORKING, redirect: { to: "/login", delayMs: 0 } };
  if (fragment.kind === "error") return failure(fragment.message);
  if (status === "error") {
    return error instanceof CallbackError
      ? failure(error.message, error.redirectsToLogin)
      : failure(CALLBACK_MESSAGES.failed);
  }
  if (status === "success" && startPage)
    return { ...WORKING, redirect: { to: startPage, delayMs: CALLBACK_DELAYS.afterSignInMs } };
  return WORKING;
}

/** Runs the Google sign-in callback once and says what to show; it navigates on its own. */
export function useGoogleCallback(): CallbackView {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: config, isPending: isConfigPending } = useClientConfig();
  // Read once: the fragment is removed from the address as soon as the work starts.
  const [fragment] = useState(() => parseCallbackFragment(location.hash));
  const queryClient = useQueryClient();
  const {
    mutate: signIn,
    status,
    data: startPage,
    error,
  } = useMutation({
    mutationFn: completeGoogleSignIn,
    onSuccess: () => forgetCachedUserData(queryClient),
  });
  const hasStartedRef = useRef(false);
  // A preview host is sent to the public site by the app-wide redirect; nothing is signed in here.
  const isOnPreviewHost = config ? getPreviewRedirectUrl(window.location, config) !== null : false;
  const canStart = !isConfigPending && !isOnPreviewHost;

  useEffect(() => {
    if (!canStart || fragment.kind !== "tokens" || hasStartedRef.current) return;
    hasStartedRef.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    signIn(fragment);
  }, [canStart, fragment, signIn, navigate, location.pathname, location.search]);

  const { view, redirect } = canStart ? describeOutcome(fragment, status, startPage, error) : WORKING;
  const redirectTo = redirect?.to;
  const redirectDelayMs = redirect?.delayMs;
  useEffect(() => {
    if (redirectTo === undefined) return;
    const timer = setTimeout(() => navigate(redirectTo, { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [redirectTo, redirectDelayMs, navigate]);

  return view;
}
