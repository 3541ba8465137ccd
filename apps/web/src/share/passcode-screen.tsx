import { useId, useState } from "react";
import type { FormEvent } from "react";
import { t } from "../lib/viewer-text";
import { unlockSharedVemo } from "./share-api";
import { keepShareGrant } from "./share-grant";

type PasscodeScreenProps = { token: string; onUnlocked: () => void };

/** A passcode link asks for its passcode before it shows anything; the server checks it. */
export function PasscodeScreen({ token, onUnlocked }: PasscodeScreenProps) {
  const id = useId();
  const [passcode, setPasscode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (passcode === "") return;
    setIsChecking(true);
    setFailure(null);
    const result = await unlockSharedVemo(token, passcode);
    setIsChecking(false);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    keepShareGrant(token, result.grant);
    onUnlocked();
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        className="w-full max-w-md space-y-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h1 className="text-center text-xl font-semibold text-slate-900">{t("passcode.title")}</h1>
        <p className="text-center text-sm text-slate-600">{t("passcode.intro")}</p>
        <div>
          <label htmlFor={`${id}-passcode`} className="mb-1 block text-sm font-medium text-slate-700">
            {t("passcode.label")}
          </label>
          <input
            id={`${id}-passcode`}
            type="password"
            autoComplete="off"
            value={passcode}
            onChange={(event) => setPasscode(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
          />
        </div>
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={isChecking || passcode === ""}
          className="w-full rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 disabled:opacity-60"
        >
          {isChecking ? t("passcode.checking") : t("passcode.submit")}
        </button>
      </form>
    </main>
  );
}
