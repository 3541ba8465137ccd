import { SwitchField } from "../../../components/switch-field";

type SwitchSetting<F extends string> = { field: F; label: string; description: string };

type SettingsSwitchesProps<F extends string> = {
  switches: readonly SwitchSetting<F>[];
  values: Record<F, boolean>;
  onChange: (field: F, checked: boolean) => void;
};

/** A section's on/off settings, one switch row each. */
export function SettingsSwitches<F extends string>({ switches, values, onChange }: SettingsSwitchesProps<F>) {
  return (
    <div className="divide-y divide-slate-100">
      {switches.map(({ field, label, description }) => (
        <SwitchField
          key={field}
          label={label}
          description={description}
          checked={values[field]}
          onChange={(checked) => onChange(field, checked)}
        />
      ))}
    </div>
  );
}
