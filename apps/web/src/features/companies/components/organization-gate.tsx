import { useCallback, useState } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { PageSpinner } from "../../../components/page-spinner";
import { useCompany } from "../company-context";
import { OrganizationSetup } from "./organization-setup";

type Stage = "checking" | "setup" | "ready";

/**
 * Shows the owner screens once the company is known, or the organisation setup when there is none.
 * The decision holds for this visit: a company deleted later leaves the pages to show their empty states.
 */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { company, isLoading, isError, refreshCompany } = useCompany();
  const [stage, setStage] = useState<Stage>("checking");

  if (stage === "checking" && !isLoading && !isError) setStage(company ? "ready" : "setup");

  const handleSetupFinished = useCallback(() => {
    setStage("ready");
    navigate("/create");
  }, [navigate]);

  if (stage === "setup") return <OrganizationSetup onFinished={handleSetupFinished} />;
  if (stage === "ready") return children;
  if (isError) {
    return (
      <main className="flex flex-col items-center gap-4 p-10 text-center">
        <p role="alert" className="text-red-700">
          Failed to fetch companies
        </p>
        <button type="button" className={primaryButtonClass} onClick={() => void refreshCompany()}>
          Try Again
        </button>
      </main>
    );
  }
  return <PageSpinner />;
}
