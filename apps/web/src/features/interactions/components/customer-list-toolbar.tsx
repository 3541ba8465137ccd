import { CUSTOMER_PAGE_SIZES, type CustomerSort } from "@vemo/shared/contracts/analytics";
import { SelectField } from "../../../components/select-field";
import { SharedByFilter } from "../../team/components/shared-by-filter";
import { SearchField } from "./search-field";

const PAGE_SIZE_OPTIONS = CUSTOMER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));
const SORT_OPTIONS: { value: CustomerSort; label: string }[] = [
  { value: "recent", label: "Most recent" },
  { value: "engagement", label: "Most engaged" },
];

type CustomerListToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  sharedBy: string;
  onSharedByChange: (userId: string) => void;
  sort: CustomerSort;
  onSortChange: (sort: CustomerSort) => void;
};

export function CustomerListToolbar({
  search,
  onSearchChange,
  pageSize,
  onPageSizeChange,
  sharedBy,
  onSharedByChange,
  sort,
  onSortChange,
}: CustomerListToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="min-w-0 grow basis-64">
        <SearchField
          label="Search interactions"
          placeholder="Search by name, email, company or demo watched..."
          value={search}
          onChange={onSearchChange}
        />
      </div>
      <SharedByFilter value={sharedBy} onChange={onSharedByChange} />
      <div className="w-40">
        <SelectField label="Sort by" value={sort} options={SORT_OPTIONS} onChange={onSortChange} />
      </div>
      <div className="w-32">
        <SelectField
          label="Rows per page"
          value={String(pageSize)}
          options={PAGE_SIZE_OPTIONS}
          onChange={(value) => onPageSizeChange(Number(value))}
        />
      </div>
    </div>
  );
}
