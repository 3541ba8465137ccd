import type { CustomerListItem } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { ENGAGEMENT_EXPLANATION, isHotProspect } from "@vemo/shared/rules/engagement";
import { DataTable, stackedCellClass, tableCellClass } from "../../../components/data-table";
import { companyName, customerName } from "../interaction-labels";

type CustomersTableProps = {
  label: string;
  customers: readonly CustomerListItem[];
  onViewDetails: (customer: CustomerListItem) => void;
  /** Off in one Vemo's dialog, where every row watched the same demo. */
  showsDemo?: boolean;
  /** On when the organisation has teammates: who shared each prospect's link. */
  showsSharedBy?: boolean;
  /** Shown instead of the table when there are no customers. */
  emptyMessage?: string;
};

export function CustomersTable({
  label,
  customers,
  onViewDetails,
  showsDemo = true,
  showsSharedBy = false,
  emptyMessage,
}: CustomersTableProps) {
  const columns = [
    "Customer",
    "Company",
    ...(showsDemo ? ["Demo watched"] : []),
    ...(showsSharedBy ? ["Shared by"] : []),
    "Questions",
    "Time spent",
    "Watched %",
    "Engagement",
    "Actions",
  ];
  const cellClass = `${tableCellClass} ${stackedCellClass}`;
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={customers}
      rowKey={(customer) => `${customer.share_token}:${customer.viewer_id}`}
      emptyMessage={emptyMessage}
      stacksOnPhones
      renderCells={(customer) => (
        <>
          {/* On phones the row is a card: the customer across its top, the action across its foot. */}
          <td className={`${tableCellClass} max-sm:col-span-2 max-sm:px-0 max-sm:pt-0`}>
            <p className="font-medium text-slate-900">{customerName(customer)}</p>
            {customer.client_email && <p className="text-slate-500 max-sm:break-all">{customer.client_email}</p>}
          </td>
          <td data-label="Company" className={cellClass}>
            {companyName(customer)}
          </td>
          {showsDemo && (
            <td data-label="Demo watched" className={`${cellClass} sm:min-w-48`}>
              {customer.vemo_title}
            </td>
          )}
          {showsSharedBy && (
            <td data-label="Shared by" className={cellClass}>
              {customer.shared_by?.name ?? "—"}
            </td>
          )}
          <td data-label="Questions" className={cellClass}>
            {customer.question_count}
          </td>
          <td data-label="Time spent" className={cellClass}>
            {formatClockTime(customer.total_duration)}
          </td>
          <td data-label="Watched %" className={cellClass}>
            {customer.watched_percent}%
          </td>
          <td data-label="Engagement" className={cellClass}>
            <EngagementScore score={customer.engagement_score} />
          </td>
          <td className={`${tableCellClass} max-sm:col-span-2 max-sm:px-0 max-sm:pb-0`}>
            <button
              type="button"
              onClick={() => onViewDetails(customer)}
              className="font-medium whitespace-nowrap text-indigo-600 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              View Details
            </button>
          </td>
        </>
      )}
    />
  );
}

/** The engagement score with its explanation on hover, and a hot prospect marked. */
export function EngagementScore({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-1.5" title={ENGAGEMENT_EXPLANATION}>
      {score}
      {isHotProspect(score) && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Hot</span>
      )}
    </span>
  );
}
