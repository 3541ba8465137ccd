import { useId } from "react";
import { inputClass } from "./text-field";

type SelectFieldProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
};

export function SelectField<Value extends string>({ label, value, options, onChange }: SelectFieldProps<Value>) {
  const id = useId();
  function handleChange(selected: string) {
    const option = options.find((item) => item.value === selected);
    if (option) onChange(option.value);
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => handleChange(event.target.value)} className={inputClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
