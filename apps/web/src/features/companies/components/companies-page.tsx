import type { Company } from "@vemo/shared/contracts/companies";
import { useState } from "react";
import { primaryButtonClass } from "../../../components/button-classes";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { errorMessage } from "../../../lib/api-client";
import { useCompanies } from "../hooks/use-companies";
import { useDeleteCompany } from "../hooks/use-delete-company";
import { CompanyCard } from "./company-card";
import { CreateCompanyDialog } from "./create-company-dialog";

export function CompaniesPage() {
  const companies = useCompanies();
  const deleteCompany = useDeleteCompany();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [companyToDelete, setCompanyToDelete] = useState<Company | null>(null);

  function handleConfirmDelete() {
    if (!companyToDelete) return;
    deleteCompany.mutate(companyToDelete.id, { onSettled: () => setCompanyToDelete(null) });
  }

  function handleRequestDelete(company: Company) {
    deleteCompany.reset();
    setCompanyToDelete(company);
  }

  return (
    <main className="p-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Company Management</h1>
        <button type="button" onClick={() => setIsCreateOpen(true)} className={primaryButtonClass}>
          Create Company
        </button>
      </div>
      <div className="space-y-4">
        {companies.isError && (
          <Notice tone="error">{errorMessage(companies.error, "Failed to fetch companies")}</Notice>
        )}
        {deleteCompany.isError && (
          <Notice tone="error">{errorMessage(deleteCompany.error, "Failed to delete company")}</Notice>
        )}
        {companies.isPending && <PageSpinner />}
        {companies.data?.length === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No companies</h2>
            <p className="mt-1 text-sm text-slate-600">Create a company to start publishing Vemos.</p>
          </div>
        )}
        {companies.data && companies.data.length > 0 && (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {companies.data.map((company) => (
              <CompanyCard key={company.id} company={company} onDelete={handleRequestDelete} />
            ))}
          </div>
        )}
      </div>
      {isCreateOpen && <CreateCompanyDialog onClose={() => setIsCreateOpen(false)} />}
      {companyToDelete && (
        <ConfirmDialog
          title="Delete Company"
          message={`Are you sure you want to delete "${companyToDelete.display_name || companyToDelete.name}"? This permanently removes its Vemos and data.`}
          confirmLabel={deleteCompany.isPending ? "Deleting..." : "Delete Company"}
          isBusy={deleteCompany.isPending}
          onConfirm={handleConfirmDelete}
          onCancel={() => setCompanyToDelete(null)}
        />
      )}
    </main>
  );
}
