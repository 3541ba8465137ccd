import { CUSTOMER_PAGE_SIZES } from "@vemo/shared/contracts/analytics";
import { SelectField } from "../../../components/select-field";
import { SharedByFilter } from "../../team/components/shared-by-filter";
import { SearchField } from "./search-field";

const PAGE_SIZE_OPTIONS = CUSTOMER_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

type CustomerListToolbarProps = {
  search: string;
  onSearchChange: (search: string) => void;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  sharedBy: string;
  onSharedByChange: (userId: string) => void;
};

export function CustomerListToolbar({
  search,
  onSearchChange,
  pageSize,
  onPageSizeChange,
  sharedBy,
  onSharedByChange,
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
