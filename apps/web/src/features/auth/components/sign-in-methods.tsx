import type { ReactNode } from "react";
import { useSignInOptions } from "../hooks/use-sign-in-options";
import { GoogleButton } from "./google-button";

type SignInMethodsProps = { googleLabel: string; returnTo: string | null; passwordForm: ReactNode };

/** The Google button and/or the e-mail form, as the server's configuration allows. */
export function SignInMethods({ googleLabel, returnTo, passwordForm }: SignInMethodsProps) {
  const options = useSignInOptions();
  if (!options) {
    return (
      <div role="status" aria-label="Loading" className="flex justify-center py-6">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
      </div>
    );
  }
  return (
    <>
      {options.googleSignIn && <GoogleButton label={googleLabel} returnTo={returnTo} />}
      {options.googleSignIn && options.passwordSignIn && (
        <div className="flex items-center gap-3 text-xs uppercase text-slate-400" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>
      )}
      {options.passwordSignIn && passwordForm}
    </>
  );
}
