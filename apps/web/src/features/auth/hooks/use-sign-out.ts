import { useQueryClient } from "@tanstack/react-query";
import { logout } from "../api";
import { clearSession, readRefreshToken } from "../session-storage";
import { forgetCachedUserData } from "../sign-in";

/** Ends the session here and, without waiting, on the server; forgets every cached answer of this user. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return () => {
    const refreshToken = readRefreshToken();
    // The session ends here whatever the server answers; its refresh token is then useless anyway.
    if (refreshToken) logout(refreshToken).catch(() => undefined);
    clearSession();
    forgetCachedUserData(queryClient);
  };
}
