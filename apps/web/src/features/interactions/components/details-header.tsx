import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { companyName, customerName, formatDateTime } from "../interaction-labels";

export function DetailsHeader({ details }: { details: CustomerInteractionDetails }) {
  const name = customerName(details);
  return (
    <div className="flex items-start gap-4">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-lg font-semibold text-indigo-700"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 space-y-0.5">
        <h3 className="truncate text-lg font-semibold text-slate-900">{name}</h3>
        {details.client_email && <p className="truncate text-sm text-slate-600">{details.client_email}</p>}
        <p className="text-sm text-slate-600">{companyName(details)}</p>
        <p className="text-xs text-slate-500">
          Last accessed <time dateTime={details.last_accessed_at}>{formatDateTime(details.last_accessed_at)}</time>
        </p>
      </div>
    </div>
  );
}
