import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { dangerButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { useCompany } from "../../companies/company-context";
import { CompanyLogo } from "../../companies/components/company-logo";
import { useDeleteCompany } from "../../companies/hooks/use-delete-company";
import { DeleteOrganizationDialog } from "./delete-organization-dialog";

/** After a deletion, as the spec sets them: the message hides after 5 s, the landing page opens after 2 s. */
const DELETION_DELAYS = { hideMessageMs: 5000, leaveMs: 2000 } as const;

export function OrganizationTab() {
  const navigate = useNavigate();
  const { company } = useCompany();
  const deleteCompany = useDeleteCompany();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isDeleted, setIsDeleted] = useState(false);
  const [isDeletedMessageShown, setIsDeletedMessageShown] = useState(false);

  useEffect(() => {
    if (!isDeleted) return;
    const hideTimer = setTimeout(() => setIsDeletedMessageShown(false), DELETION_DELAYS.hideMessageMs);
    const leaveTimer = setTimeout(() => navigate("/"), DELETION_DELAYS.leaveMs);
    return () => {
      clearTimeout(hideTimer);
      clearTimeout(leaveTimer);
    };
  }, [isDeleted, navigate]);

  function handleConfirmDelete() {
    if (!company) return;
    deleteCompany.mutate(company.id, {
      onSuccess: () => {
        setIsDialogOpen(false);
        setIsDeleted(true);
        setIsDeletedMessageShown(true);
      },
    });
  }

  function handleCancelDelete() {
    setIsDialogOpen(false);
    deleteCompany.reset();
  }

  const deletedMessage = isDeletedMessageShown && (
    <Notice tone="success">Company deleted successfully! You will be redirected to create a new company.</Notice>
  );

  if (!company) {
    return (
      <div className="space-y-4">
        {deletedMessage}
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Organization Found</h2>
          <p className="mt-1 text-sm text-slate-600">
            You don&apos;t have an organization associated with your account.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div className="max-w-2xl space-y-6">
      {deletedMessage}
      <section
        aria-labelledby="organization-details"
        className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-6"
      >
        <CompanyLogo company={company} size="lg" />
        <div className="min-w-0">
          <h2 id="organization-details" className="truncate text-lg font-semibold text-slate-900">
            {company.name}
          </h2>
          <dl className="mt-1 flex gap-2 text-sm">
            <dt className="text-slate-500">Website:</dt>
            <dd className="min-w-0 truncate text-slate-700">
              {company.website ? (
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-indigo-600 hover:underline"
                >
                  {company.website}
                </a>
              ) : (
                "Not provided"
              )}
            </dd>
          </dl>
        </div>
      </section>
      <section aria-labelledby="danger-zone" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h2 id="danger-zone" className="text-lg font-semibold text-red-800">
          Danger Zone
        </h2>
        <p className="mt-1 text-sm text-red-700">
          Deleting your organization removes all of its Vemos and data for good.
        </p>
        <button type="button" onClick={() => setIsDialogOpen(true)} className={`${dangerButtonClass} mt-4`}>
          Delete Organization
        </button>
      </section>
      {isDialogOpen && (
        <DeleteOrganizationDialog
          companyName={company.display_name || company.name}
          isDeleting={deleteCompany.isPending}
          errorMessage={deleteCompany.isError ? "Failed to delete organization. Please try again." : null}
          onConfirm={handleConfirmDelete}
          onCancel={handleCancelDelete}
        />
      )}
    </div>
  );
}
