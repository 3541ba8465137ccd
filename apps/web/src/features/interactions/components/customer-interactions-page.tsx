import type { CustomerListItem, CustomerSort } from "@vemo/shared/contracts/analytics";
import { hasPaidAccess } from "@vemo/shared/rules/plans";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { visiblePageNumbers } from "../../../components/pager/page-numbers";
import { Pager } from "../../../components/pager/pager";
import { ApiError } from "../../../lib/api-client";
import { useCompany } from "../../companies/company-context";
import { useTeammates } from "../../team/components/shared-by-filter";
import { downloadCustomerListCsv } from "../api";
import type { InteractionRef } from "../api";
import { useCustomerList } from "../hooks/use-customer-list";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { CUSTOMER_LIST_FAILED_MESSAGE, NO_INTERACTIONS_MESSAGE, NO_MATCHES_MESSAGE } from "../messages";
import { CustomerListToolbar } from "./customer-list-toolbar";
import { CustomersTable } from "./customers-table";
import { ExportCsvButton } from "./export-csv-button";
import { InteractionDetailsDialog } from "./interaction-details-dialog";
import { UpgradeRequiredPanel } from "./upgrade-required-panel";

const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_PAGE_SIZE = 10;

function ListProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <p role="alert" className="text-red-700">
        {CUSTOMER_LIST_FAILED_MESSAGE}
      </p>
      <button type="button" onClick={onRetry} className={primaryButtonClass}>
        Try Again
      </button>
    </div>
  );
}

type CustomerPagerProps = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

function CustomerPager({ page, pageSize, total, onPageChange }: CustomerPagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const firstShown = (page - 1) * pageSize + 1;
  const lastShown = Math.min(page * pageSize, total);
  return (
    <Pager
      currentPage={page}
      pageCount={pageCount}
      pages={visiblePageNumbers(page, pageCount)}
      onPageChange={onPageChange}
      summary={`Showing ${firstShown} to ${lastShown} of ${total} results`}
    />
  );
}

/** The server refuses an organisation whose plan lapsed since the company was read. */
function isUpgradeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.fields.requiresUpgrade === true;
}

function CustomerInteractions() {
  const [searchText, setSearchText] = useState("");
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sharedBy, setSharedBy] = useState("");
  const [sort, setSort] = useState<CustomerSort>("recent");
  const teammates = useTeammates();
  // The page belongs to the filter, order and size it was chosen for; a new one starts at page 1.
  const [paging, setPaging] = useState({ page: 1, search, sharedBy, sort, pageSize });
  const page =
    paging.search === search && paging.sharedBy === sharedBy && paging.sort === sort && paging.pageSize === pageSize
      ? paging.page
      : 1;
  const list = useCustomerList({ page, pageSize, search, sharedBy, sort });
  // The owner's notice e-mails link here with `?prospect={share token}&viewer={viewer id}`: those details open at once.
  const [searchParams] = useSearchParams();
  const [opened, setOpened] = useState<InteractionRef | null>(() => {
    const shareToken = searchParams.get("prospect");
    return shareToken ? { shareToken, viewerId: searchParams.get("viewer") ?? "" } : null;
  });

  if (list.isError && isUpgradeRefusal(list.error)) return <UpgradeRequiredPanel />;

  function handleViewDetails(customer: CustomerListItem) {
    setOpened({ shareToken: customer.share_token, viewerId: customer.viewer_id });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <CustomerListToolbar
            search={searchText}
            onSearchChange={setSearchText}
            pageSize={pageSize}
            onPageSizeChange={setPageSize}
            sharedBy={sharedBy}
            onSharedByChange={setSharedBy}
            sort={sort}
            onSortChange={setSort}
          />
        </div>
        <ExportCsvButton
          download={() => downloadCustomerListCsv({ search, sharedBy, sort })}
          fileName="customer-interactions.csv"
        />
      </div>
      {list.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading interactions...
        </p>
      )}
      {list.isError && <ListProblem onRetry={() => void list.refetch()} />}
      {!list.isError && list.data && (
        <div aria-busy={list.isPlaceholderData || undefined} className="space-y-4">
          <CustomersTable
            label="Customer interactions"
            customers={list.data.data}
            onViewDetails={handleViewDetails}
            showsSharedBy={teammates.length > 0}
            emptyMessage={search || sharedBy ? NO_MATCHES_MESSAGE : NO_INTERACTIONS_MESSAGE}
          />
          {list.data.data.length > 0 && (
            <CustomerPager
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              onPageChange={(next) => setPaging({ page: next, search, sharedBy, sort, pageSize })}
            />
          )}
        </div>
      )}
      {opened && <InteractionDetailsDialog interaction={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

export function CustomerInteractionsPage() {
  const { company } = useCompany();
  return (
    <main className="space-y-6 p-6">
      <h1 className="text-2xl font-semibold text-slate-900">All Interactions</h1>
      {hasPaidAccess(company) ? <CustomerInteractions /> : <UpgradeRequiredPanel />}
    </main>
  );
}
