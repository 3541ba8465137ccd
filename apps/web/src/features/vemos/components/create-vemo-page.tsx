import { useCompany } from "../../companies/company-context";
import { CreateVemoForm } from "./create-vemo-form";
import { FreePlanUsage } from "./free-plan-usage";

export function CreateVemoPage() {
  const { company } = useCompany();
  return (
    <main className="p-6">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-semibold text-slate-900">Create Vemo</h1>
        <p className="mt-1 text-sm text-slate-600">
          Turn your demo videos, web pages and PDF documents into an interactive Vemo.
        </p>
        {company && (
          <div className="mt-4">
            <FreePlanUsage company={company} />
          </div>
        )}
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          {company ? (
            <CreateVemoForm company={company} />
          ) : (
            <div className="text-center">
              <h2 className="text-lg font-semibold text-slate-900">No Company Found</h2>
              <p className="mt-1 text-sm text-slate-600">Create an organization before creating a Vemo.</p>
            </div>
          )}
        </div>
      </div>
    </main>
  );
}
