import { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { useState } from "react";
import type { FormEvent } from "react";
import { validateForm, withoutError } from "../../../lib/validate-form";
import type { FieldErrors } from "../../../lib/validate-form";
import { useSaveSettings } from "./use-save-settings";

type Section = keyof OrganizationSettings;

/** One tab's editable copy of its section; Save sends the whole settings with that section replaced. */
export function useSettingsSection<K extends Section>(settings: OrganizationSettings, section: K) {
  const saveSettings = useSaveSettings();
  const [draft, setDraft] = useState<OrganizationSettings[K]>(settings[section]);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setField<F extends keyof OrganizationSettings[K] & string>(field: F, value: OrganizationSettings[K][F]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, `${section}.${field}`));
    saveSettings.reset();
  }

  function errorFor(field: keyof OrganizationSettings[K] & string): string | undefined {
    return errors[`${section}.${field}`];
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(OrganizationSettings, { ...settings, [section]: draft });
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    saveSettings.mutate(result.data);
  }

  return { draft, setField, errorFor, handleSubmit, saveSettings };
}
