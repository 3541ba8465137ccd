type ContentCountsProps = { isLoading: boolean; videos?: number; documents?: number; websites?: number };

/** The Vemo's videos, documents and websites; a count that could not be read is left out. */
export function ContentCounts({ isLoading, videos, documents, websites }: ContentCountsProps) {
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-xs text-slate-500">
        <span
          aria-hidden="true"
          className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600"
        />
        Loading content...
      </p>
    );
  }
  const counts = [
    { label: "Videos", value: videos },
    { label: "Documents", value: documents },
    { label: "Websites", value: websites },
  ].filter((count): count is { label: string; value: number } => count.value !== undefined);
  return (
    <ul aria-label="Content counts" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      {counts.map((count) => (
        <li key={count.label}>
          {count.label}: <span className="font-semibold text-slate-900">{count.value}</span>
        </li>
      ))}
    </ul>
  );
}
