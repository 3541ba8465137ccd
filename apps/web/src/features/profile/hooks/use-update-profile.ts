import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileBody } from "@vemo/shared/contracts/users";
import { profileQueryKey } from "../../auth/hooks/use-profile";
import { saveUser } from "../../auth/session-storage";
import { updateProfile } from "../api";

/** Saves the names; the stored user record (shell avatar, landing header) follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateProfileBody }) => updateProfile(userId, body),
    onSuccess: (user) => {
      saveUser(user);
      queryClient.setQueryData(profileQueryKey, user);
    },
  });
}
