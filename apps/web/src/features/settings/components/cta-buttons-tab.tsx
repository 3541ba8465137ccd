import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { SelectField } from "../../../components/select-field";
import { SwitchField } from "../../../components/switch-field";
import { TextField } from "../../../components/text-field";
import { useSettingsSection } from "../hooks/use-settings-section";
import { SettingsSaveBar } from "./settings-save-bar";

const CTA_ACTION_OPTIONS = [
  { value: "book_meeting", label: "Book a Meeting" },
  { value: "contact_sales", label: "Contact Sales" },
  { value: "request_demo", label: "Request Demo" },
] as const;

const CTA_TIMING_OPTIONS = [
  { value: "immediately", label: "Immediately" },
  { value: "after_interaction", label: "After Interaction" },
  { value: "after_1_minute", label: "After 1 Minute" },
] as const;

export function CtaButtonsTab({ settings }: { settings: OrganizationSettings }) {
  const { draft, setField, errorFor, handleSubmit, saveSettings } = useSettingsSection(settings, "ctaButtons");

  return (
    <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-6">
      <SwitchField
        label="Enable CTA Buttons"
        description="Show call-to-action buttons to viewers of your Vemos"
        checked={draft.enabled}
        onChange={(checked) => setField("enabled", checked)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Primary CTA" value={draft.primary} options={CTA_ACTION_OPTIONS} onChange={(value) => setField("primary", value)} />
        <SelectField
          label="Secondary CTA"
          value={draft.secondary}
          options={CTA_ACTION_OPTIONS}
          onChange={(value) => setField("secondary", value)}
        />
        <SelectField
          label="Show CTA After"
          value={draft.showAfter}
          options={CTA_TIMING_OPTIONS}
          onChange={(value) => setField("showAfter", value)}
        />
      </div>
      <TextField
        label="Meeting Booking URL"
        type="url"
        placeholder="https://calendly.com/your-team"
        value={draft.meetingUrl}
        error={errorFor("meetingUrl")}
        onValueChange={(value) => setField("meetingUrl", value)}
      />
      <SettingsSaveBar isSaving={saveSettings.isPending} isSaved={saveSettings.isSuccess} error={saveSettings.error} />
    </form>
  );
}
