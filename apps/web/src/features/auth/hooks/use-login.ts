import { useMutation, useQueryClient } from "@tanstack/react-query";
import { login } from "../api";
import type { PasswordCredentials } from "../api";
import { chooseStartPage, completeSignIn, forgetCachedUserData } from "../sign-in";

type LoginInput = PasswordCredentials & { returnTo: string | null };

/** Signs in with e-mail and password; resolves to the page to go to next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ returnTo, ...credentials }: LoginInput): Promise<string> => {
      completeSignIn(await login(credentials));
      return chooseStartPage(returnTo);
    },
    onSuccess: () => forgetCachedUserData(queryClient),
  });
}
