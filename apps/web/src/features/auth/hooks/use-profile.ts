import { useQuery } from "@tanstack/react-query";
import { fetchProfile } from "../api";

export const profileQueryKey = ["profile"] as const;

/** The signed-in user as the server sees them; also the session check of the route guard. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: fetchProfile,
    enabled,
    // A failed check ends the session at once (the client has already tried a refresh).
    retry: false,
    staleTime: 60_000,
  });
}
