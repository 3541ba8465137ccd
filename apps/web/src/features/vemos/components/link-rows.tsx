import type { ReactNode } from "react";
import { TextField } from "../../../components/text-field";
import { itemError } from "../vemo-form";
import type { LinkNoun, LinkRow } from "../vemo-form";

type LinkRowsProps<Row extends LinkRow> = {
  noun: LinkNoun;
  rows: readonly Row[];
  problems: readonly (string | null)[];
  placeholder: string;
  newRow: () => Row;
  onChange: (rows: Row[]) => void;
  /** Shown under an entry's field, such as a video's caption file. */
  renderExtra?: (row: Row, index: number) => ReactNode;
};

const smallButtonClass =
  "rounded-lg px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50";

/** An editable list of links ("Video URL 1", "Video URL 2"…); entries can be added, and removed while more than one is left. */
export function LinkRows<Row extends LinkRow>({
  noun,
  rows,
  problems,
  placeholder,
  newRow,
  onChange,
  renderExtra,
}: LinkRowsProps<Row>) {
  const lowerNoun = noun.toLowerCase();

  function handleUrlChange(id: string, url: string) {
    onChange(rows.map((row) => (row.id === id ? { ...row, url } : row)));
  }

  function handleRemove(id: string) {
    onChange(rows.filter((row) => row.id !== id));
  }

  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {rows.map((row, index) => {
          const problem = problems[index];
          return (
            <li key={row.id} className="space-y-2">
              <div className="flex items-start gap-2">
                <TextField
                  className="flex-1"
                  label={`${noun} URL ${index + 1}`}
                  type="url"
                  inputMode="url"
                  placeholder={placeholder}
                  value={row.url}
                  error={problem ? itemError(noun, index, problem) : undefined}
                  onValueChange={(url) => handleUrlChange(row.id, url)}
                />
                {rows.length > 1 && (
                  <button
                    type="button"
                    aria-label={`Remove ${lowerNoun} ${index + 1}`}
                    onClick={() => handleRemove(row.id)}
                    className={`${smallButtonClass} mt-6`}
                  >
                    Remove
                  </button>
                )}
              </div>
              {renderExtra?.(row, index)}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => onChange([...rows, newRow()])}
        className={`${smallButtonClass} border border-indigo-200`}
      >
        <span aria-hidden="true">+ </span>Add {lowerNoun}
      </button>
    </div>
  );
}
