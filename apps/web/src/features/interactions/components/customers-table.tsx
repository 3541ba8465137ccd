import type { CustomerListItem } from "@vemo/shared/contracts/analytics";
import { formatClockTime } from "@vemo/shared/rules/clock-time";
import { companyName, customerName } from "../interaction-labels";

type CustomersTableProps = {
  label: string;
  customers: readonly CustomerListItem[];
  onViewDetails: (customer: CustomerListItem) => void;
  /** Off in one Vemo's dialog, where every row watched the same demo. */
  showsDemo?: boolean;
};

const headerClass = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const cellClass = "px-4 py-3 align-top";

export function CustomersTable({ label, customers, onViewDetails, showsDemo = true }: CustomersTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label={label} className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              Customer
            </th>
            <th scope="col" className={headerClass}>
              Company
            </th>
            {showsDemo && (
              <th scope="col" className={headerClass}>
                Demo watched
              </th>
            )}
            <th scope="col" className={headerClass}>
              Questions
            </th>
            <th scope="col" className={headerClass}>
              Time spent
            </th>
            <th scope="col" className={headerClass}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {customers.map((customer) => (
            <tr key={`${customer.share_token}:${customer.viewer_id}`}>
              <td className={cellClass}>
                <p className="font-medium text-slate-900">{customerName(customer)}</p>
                {customer.client_email && <p className="text-slate-500">{customer.client_email}</p>}
              </td>
              <td className={`${cellClass} text-slate-700`}>{companyName(customer)}</td>
              {showsDemo && <td className={`${cellClass} text-slate-700`}>{customer.vemo_title}</td>}
              <td className={`${cellClass} text-slate-700`}>{customer.question_count}</td>
              <td className={`${cellClass} text-slate-700`}>{formatClockTime(customer.total_duration)}</td>
              <td className={cellClass}>
                <button
                  type="button"
                  onClick={() => onViewDetails(customer)}
                  className="font-medium text-indigo-600 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  View Details
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
