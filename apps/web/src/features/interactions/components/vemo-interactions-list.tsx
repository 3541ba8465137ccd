import type { CustomerListItem } from "@vemo/shared/contracts/analytics";
import { Notice } from "../../../components/notice";
import { useVemoInteractions } from "../hooks/use-vemo-interactions";
import { filterCustomers } from "../interaction-labels";
import { NO_MATCHES_MESSAGE, NO_VEMO_INTERACTIONS_MESSAGE, VEMO_INTERACTIONS_FAILED_MESSAGE } from "../messages";
import { CustomersTable } from "./customers-table";
import { SearchField } from "./search-field";

type VemoInteractionsListProps = {
  vemoId: string;
  search: string;
  onSearchChange: (search: string) => void;
  onViewDetails: (customer: CustomerListItem) => void;
};

/** The product overview table: one Vemo's viewers, searched in the browser by name, e-mail and company. */
export function VemoInteractionsList({ vemoId, search, onSearchChange, onViewDetails }: VemoInteractionsListProps) {
  const interactions = useVemoInteractions(vemoId);

  if (interactions.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading interactions...
      </p>
    );
  }
  if (interactions.isError) return <Notice tone="error">{VEMO_INTERACTIONS_FAILED_MESSAGE}</Notice>;
  if (interactions.data.length === 0) return <Notice tone="info">{NO_VEMO_INTERACTIONS_MESSAGE}</Notice>;

  return (
    <div className="space-y-3">
      <SearchField
        label="Search this Vemo's interactions"
        placeholder="Search by name, email or company..."
        value={search}
        onChange={onSearchChange}
      />
      <CustomersTable
        label="Vemo interactions"
        customers={filterCustomers(interactions.data, search)}
        onViewDetails={onViewDetails}
        showsDemo={false}
        emptyMessage={NO_MATCHES_MESSAGE}
      />
    </div>
  );
}
