import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { useSettingsSection } from "../hooks/use-settings-section";
import { SettingsSaveBar } from "./settings-save-bar";
import { SettingsSwitches } from "./settings-switches";

const TONES = [
  { value: "formal", label: "Formal", description: "Professional and precise" },
  { value: "balanced", label: "Balanced", description: "Friendly yet professional" },
  { value: "casual", label: "Casual", description: "Relaxed and conversational" },
] as const;

const SWITCHES = [
  { field: "conciseResponses", label: "Concise Responses", description: "Keep answers short and to the point" },
  { field: "technicalDetails", label: "Technical Details", description: "Include technical details in answers" },
] as const;

export function AiAssistantTab({ settings }: { settings: OrganizationSettings }) {
  const { draft, setField, handleSubmit, saveSettings } = useSettingsSection(settings, "aiAssistant");

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Response Tone</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {TONES.map((tone) => (
            <label
              key={tone.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-indigo-500 has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name="tone"
                value={tone.value}
                checked={draft.tone === tone.value}
                onChange={() => setField("tone", tone.value)}
                className="mt-1 accent-indigo-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">{tone.label}</span>
                <span className="block text-xs text-slate-500">{tone.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SettingsSwitches switches={SWITCHES} values={draft} onChange={setField} />
      <SettingsSaveBar isSaving={saveSettings.isPending} isSaved={saveSettings.isSuccess} error={saveSettings.error} />
    </form>
  );
}
