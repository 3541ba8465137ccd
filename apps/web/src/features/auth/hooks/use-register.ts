import { useMutation, useQueryClient } from "@tanstack/react-query";
import { register } from "../api";
import type { Registration } from "../api";
import { chooseStartPage, completeSignIn, forgetCachedUserData } from "../sign-in";

type RegisterInput = Registration & { returnTo: string | null };

/** Creates the account and signs in; resolves to the page to go to next. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ returnTo, ...registration }: RegisterInput): Promise<string> => {
      completeSignIn(await register(registration));
      return chooseStartPage(returnTo);
    },
    onSuccess: () => forgetCachedUserData(queryClient),
  });
}
