import { inputClass } from "../../../components/text-field";

type SearchFieldProps = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/** A search box named by its accessible label alone; its placeholder says what it searches. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
    />
  );
}
