import { OrganizationSetupForm } from "@vemo/shared/contracts/companies";
import { useEffect, useState } from "react";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useFormFields } from "../../../lib/use-form-fields";
import { readAccessToken, setWelcomePreviewFlag } from "../../auth/session-storage";
import { useCreateCompany } from "../hooks/use-create-company";

/** Delays before the setup screen moves on, as the spec sets them. */
const SETUP_DELAYS = { afterCreatedMs: 1000, afterConflictMs: 2000 } as const;

type SetupValues = Required<OrganizationSetupForm>;

type Outcome = { tone: "success" | "error" | "info"; message: string; finishAfterMs?: number };

/** The 'Welcome' screen of a user without an organisation; `onFinished` moves on to the create page. */
export function OrganizationSetup({ onFinished }: { onFinished: () => void }) {
  const createCompany = useCreateCompany();
  const { field, handleSubmit } = useFormFields<SetupValues>({ name: "", website: "" });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const finishAfterMs = outcome?.finishAfterMs;

  useEffect(() => {
    if (finishAfterMs === undefined) return;
    const timer = setTimeout(onFinished, finishAfterMs);
    return () => clearTimeout(timer);
  }, [finishAfterMs, onFinished]);

  function handleCreateError(error: Error) {
    if (error instanceof ApiError && error.status === 409) {
      setOutcome({
        tone: "info",
        message: "You already have an organization! Redirecting to create page...",
        finishAfterMs: SETUP_DELAYS.afterConflictMs,
      });
      return;
    }
    setOutcome({ tone: "error", message: errorMessage(error, "Failed to create organization. Please try again.") });
  }

  const handleCreate = handleSubmit(OrganizationSetupForm, ({ name, website }) => {
    if (!readAccessToken()) {
      setOutcome({ tone: "error", message: "Authentication required. Please log in again." });
      return;
    }
    setOutcome(null);
    const body = { name, description: "No description provided", website: website || null, logo: null };
    createCompany.mutate(body, {
      onSuccess: () => {
        setWelcomePreviewFlag();
        setOutcome({
          tone: "success",
          message: "Organization created successfully! Redirecting...",
          finishAfterMs: SETUP_DELAYS.afterCreatedMs,
        });
      },
      onError: handleCreateError,
    });
  });

  const isBusy = createCompany.isPending || finishAfterMs !== undefined;
  return (
    <main className="flex justify-center px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">Welcome</h1>
        <p className="mt-1 text-sm text-slate-600">Set up your organization to start creating interactive Vemos.</p>
        <form noValidate onSubmit={handleCreate} className="mt-6 space-y-4">
          {outcome && <Notice tone={outcome.tone}>{outcome.message}</Notice>}
          <TextField label="Organization Name" autoComplete="organization" {...field("name")} />
          <TextField label="Website" type="url" placeholder="example.com" hint="Optional" {...field("website")} />
          <button type="submit" disabled={isBusy} className={`${primaryButtonClass} w-full py-2.5`}>
            {createCompany.isPending ? "Creating Organization..." : "Create Organization & Continue"}
          </button>
        </form>
      </div>
    </main>
  );
}
