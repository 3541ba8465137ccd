import type { ClientConfigResponse } from "@vemo/shared/contracts/client-config";
import { useClientConfig } from "../../config/hooks/use-client-config";

type SignInOptions = Pick<ClientConfigResponse, "googleSignIn" | "passwordSignIn">;

/** Which sign-in methods to offer; null while unknown. Without the configuration both are offered and the server decides. */
export function useSignInOptions(): SignInOptions | null {
  const { data: config, isError } = useClientConfig();
  if (config) return { googleSignIn: config.googleSignIn, passwordSignIn: config.passwordSignIn };
  return isError ? { googleSignIn: true, passwordSignIn: true } : null;
}
