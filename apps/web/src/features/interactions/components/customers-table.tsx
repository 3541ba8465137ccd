import type { CustomerListItem } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { ENGAGEMENT_EXPLANATION, isHotProspect } from "@vemo/shared/rules/engagement";
import { DataTable, tableCellClass } from "../../../components/data-table";
import { companyName, customerName } from "../interaction-labels";

type CustomersTableProps = {
  label: string;
  customers: readonly CustomerListItem[];
  onViewDetails: (customer: CustomerListItem) => void;
  /** Off in one Vemo's dialog, where every row watched the same demo. */
  showsDemo?: boolean;
  /** Shown instead of the table when there are no customers. */
  emptyMessage?: string;
};

export function CustomersTable({
  label,
  customers,
  onViewDetails,
  showsDemo = true,
  emptyMessage,
}: CustomersTableProps) {
  const columns = [
    "Customer",
    "Company",
    ...(showsDemo ? ["Demo watched"] : []),
    "Questions",
    "Time spent",
    "Watched %",
    "Engagement",
    "Actions",
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={customers}
      rowKey={(customer) => `${customer.share_token}:${customer.viewer_id}`}
      emptyMessage={emptyMessage}
      renderCells={(customer) => (
        <>
          <td className={tableCellClass}>
            <p className="font-medium text-slate-900">{customerName(customer)}</p>
            {customer.client_email && <p className="text-slate-500">{customer.client_email}</p>}
          </td>
          <td className={tableCellClass}>{companyName(customer)}</td>
          {showsDemo && <td className={tableCellClass}>{customer.vemo_title}</td>}
          <td className={tableCellClass}>{customer.question_count}</td>
          <td className={tableCellClass}>{formatClockTime(customer.total_duration)}</td>
          <td className={tableCellClass}>{customer.watched_percent}%</td>
          <td className={tableCellClass}>
            <EngagementScore score={customer.engagement_score} />
          </td>
          <td className={tableCellClass}>
            <button
              type="button"
              onClick={() => onViewDetails(customer)}
              className="font-medium text-indigo-600 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
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
