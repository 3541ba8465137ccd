import type { ProspectRow } from "@vemo/shared/rules/prospects";

/** How many rows of a file the preview lists; the rest are counted. */
const PREVIEW_ROWS = 10;

const countLabel = (count: number) => `${count.toLocaleString()} ${count === 1 ? "customer" : "customers"} found`;

/** What the chosen file holds: the number of customers and the first rows as they will be sent. */
export function ProspectPreview({ fileName, prospects }: { fileName: string; prospects: readonly ProspectRow[] }) {
  const shown = prospects.slice(0, PREVIEW_ROWS);
  return (
    <section aria-label="File preview" className="mt-4">
      <p role="status" className="text-sm font-medium text-slate-900">
        {countLabel(prospects.length)} <span className="font-normal text-slate-600">in {fileName}</span>
      </p>
      <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                SL No
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Email
              </th>
              <th scope="col" className="px-3 py-2">
                Company
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((prospect, index) => (
              <tr key={index}>
                <td className="px-3 py-2 text-slate-600">{prospect.slNo ?? index + 1}</td>
                <td className="px-3 py-2 text-slate-900">{prospect.clientName}</td>
                <td className="px-3 py-2 text-slate-700">{prospect.email}</td>
                <td className="px-3 py-2 text-slate-700">{prospect.companyName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {prospects.length > shown.length && (
        <p className="mt-2 text-xs text-slate-500">
          Showing the first {shown.length} of {prospects.length.toLocaleString()} customers.
        </p>
      )}
    </section>
  );
}
