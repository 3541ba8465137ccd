import { CTA_ACTIONS, CTA_LABEL_MAX, CtaTarget } from "@vemo/shared/contracts/settings";
import type { CtaAction, CtaTargetKind, OrganizationSettings } from "@vemo/shared/contracts/settings";
import { useState } from "react";
import type { FormEvent } from "react";
import { GreetingPreview } from "../../../components/greeting-preview";
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
const actionLabel = (action: CtaAction) => CTA_ACTION_OPTIONS.find((option) => option.value === action)?.label ?? "";

const CTA_TARGET_OPTIONS: readonly { value: CtaTargetKind; label: string }[] = [
  { value: "meeting_link", label: "Meeting link" },
  { value: "email", label: "E-mail address" },
  { value: "url", label: "Web address" },
];

const TARGET_VALUE_FIELDS: Partial<Record<CtaTargetKind, { label: string; type: string; placeholder: string }>> = {
  email: { label: "E-mail address", type: "email", placeholder: "sales@yourcompany.com" },
  url: { label: "Web address", type: "url", placeholder: "https://yourcompany.com/contact" },
};

function targetError(target: CtaTarget): string | undefined {
  const result = CtaTarget.safeParse(target);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const CTA_TIMING_OPTIONS = [
  { value: "immediately", label: "Immediately" },
  { value: "after_interaction", label: "After Interaction" },
  { value: "after_1_minute", label: "After 1 Minute" },
] as const;

export function CtaButtonsTab({ settings }: { settings: OrganizationSettings }) {
  const { draft, setField, errorFor, handleSubmit, saveSettings } = useSettingsSection(settings, "ctaButtons");
  // A target's message shows once its field was left or the form was sent, not while typing.
  const [checkedTargets, setCheckedTargets] = useState<ReadonlySet<CtaAction>>(new Set());

  function setTarget(action: CtaAction, target: CtaTarget) {
    setField("targets", { ...draft.targets, [action]: target });
  }

  function handleSend(event: FormEvent<HTMLFormElement>) {
    setCheckedTargets(new Set(CTA_ACTIONS));
    handleSubmit(event);
  }

  const shownActions = draft.primary === draft.secondary ? [draft.primary] : [draft.primary, draft.secondary];

  return (
    <form noValidate onSubmit={handleSend} className="max-w-2xl space-y-6">
      <SwitchField
        label="Enable CTA Buttons"
        description="Show call-to-action buttons to viewers of your Vemos"
        checked={draft.enabled}
        onChange={(checked) => setField("enabled", checked)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Primary CTA"
          value={draft.primary}
          options={CTA_ACTION_OPTIONS}
          onChange={(value) => setField("primary", value)}
        />
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
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Where each button leads</legend>
        <p className="text-xs text-slate-500">
          The meeting link is the Vemo&apos;s own, else the Meeting Booking URL. An empty address uses the meeting link.
        </p>
        <p className="text-xs text-slate-500">
          The secondary button shows only when it leads somewhere other than the primary: Contact Sales stays hidden
          until you give it an e-mail or web address.
        </p>
        {CTA_ACTION_OPTIONS.map(({ value: action, label }) => {
          const target = draft.targets[action];
          const valueField = TARGET_VALUE_FIELDS[target.kind];
          return (
            <div key={action} className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={`${label} opens`}
                value={target.kind}
                options={CTA_TARGET_OPTIONS}
                onChange={(kind) =>
                  setTarget(action, { ...target, kind, value: kind === target.kind ? target.value : "" })
                }
              />
              <TextField
                label={`${label} button text`}
                placeholder={label}
                value={target.label}
                maxLength={CTA_LABEL_MAX}
                onValueChange={(text) => setTarget(action, { ...target, label: text })}
              />
              {valueField && (
                <TextField
                  label={`${label} ${valueField.label.toLowerCase()}`}
                  type={valueField.type}
                  placeholder={valueField.placeholder}
                  value={target.value}
                  error={checkedTargets.has(action) ? targetError(target) : undefined}
                  onBlur={() => setCheckedTargets((current) => new Set(current).add(action))}
                  onValueChange={(value) => setTarget(action, { ...target, value })}
                />
              )}
            </div>
          );
        })}
        <GreetingPreview texts={shownActions.map((action) => draft.targets[action].label || actionLabel(action))} />
      </fieldset>
      <SettingsSaveBar isSaving={saveSettings.isPending} isSaved={saveSettings.isSuccess} error={saveSettings.error} />
    </form>
  );
}
