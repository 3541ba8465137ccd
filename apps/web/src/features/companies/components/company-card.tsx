import type { Company } from "@vemo/shared/contracts/companies";
import { dangerButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { CompanyLogo } from "./company-logo";

type CompanyCardProps = { company: Company; onDelete: (company: Company) => void };

/** The API reference, opened at its Vemos section; the organisation's id is on the card. */
const VIDEO_API_URL = "/api/docs/#tag/vemos";

export function CompanyCard({ company, onDelete }: CompanyCardProps) {
  function handleOpenVideoApi() {
    window.open(VIDEO_API_URL, "_blank", "noopener,noreferrer");
  }

  return (
    <article
      aria-labelledby={`company-${company.id}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <CompanyLogo company={company} />
        <div className="min-w-0 flex-1">
          <h2 id={`company-${company.id}`} className="truncate text-lg font-semibold text-slate-900">
            {company.name}
          </h2>
          <span
            className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${
              company.is_active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"
            }`}
          >
            {company.is_active ? "Active" : "Inactive"}
          </span>
        </div>
      </div>
      {company.description && <p className="mt-4 text-sm text-slate-600">{company.description}</p>}
      <dl className="mt-4 space-y-1 text-sm">
        {company.website && (
          <div className="flex gap-2">
            <dt className="text-slate-500">Website:</dt>
            <dd className="min-w-0 truncate">
              <a
                href={company.website}
                target="_blank"
                rel="noopener noreferrer"
                className="text-indigo-600 hover:underline"
              >
                {company.website}
              </a>
            </dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="text-slate-500">Organization ID:</dt>
          <dd className="min-w-0 truncate">
            <code
              className="rounded bg-slate-100 px-1 text-xs text-slate-800 select-all"
              title="companyId in the Video API"
            >
              {company.id}
            </code>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">Created:</dt>
          <dd className="text-slate-700">{new Date(company.created_at).toLocaleDateString()}</dd>
        </div>
      </dl>
      <div className="mt-5 flex gap-3">
        <button type="button" onClick={handleOpenVideoApi} className={secondaryButtonClass}>
          Video API
        </button>
        <button type="button" onClick={() => onDelete(company)} className={dangerButtonClass}>
          Delete
        </button>
      </div>
    </article>
  );
}
