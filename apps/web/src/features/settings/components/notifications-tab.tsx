import type { OrganizationSettings } from "@vemo/shared/contracts/settings";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { useClientConfig } from "../../config/hooks/use-client-config";
import { useSettingsSection } from "../hooks/use-settings-section";
import { SettingsSaveBar } from "./settings-save-bar";
import { SettingsSwitches } from "./settings-switches";
import { WebhookPanel } from "./webhook-panel";

export const EMAIL_NOT_CONFIGURED =
  "E-mail is not set up on this server (SMTP_URL), so these settings send no e-mails. Webhooks still work.";

/** The switches are on by default, so an owner who never filled the address would otherwise wait for e-mails in vain. */
export const NO_NOTIFICATION_EMAIL = "No e-mails are sent until an address is saved here";

const SWITCHES = [
  { field: "email", label: "Email Notifications", description: "Receive e-mails about activity on your Vemos" },
  {
    field: "highEngagementAlerts",
    label: "High Engagement Alerts",
    description: "Be told when a prospect is highly engaged",
  },
  { field: "dailyDigest", label: "Daily Activity Digest", description: "A daily summary of viewer activity" },
] as const;

export function NotificationsTab({ settings }: { settings: OrganizationSettings }) {
  const { draft, setField, errorFor, handleSubmit, saveSettings } = useSettingsSection(settings, "notifications");
  const isEmailConfigured = useClientConfig().data?.emailConfigured !== false;

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={handleSubmit} className="max-w-2xl space-y-6">
        {!isEmailConfigured && <Notice tone="info">{EMAIL_NOT_CONFIGURED}</Notice>}
        <SettingsSwitches switches={SWITCHES} values={draft} onChange={setField} />
        <TextField
          label="Notification Email"
          type="email"
          placeholder="team@example.com"
          hint={settings.notifications.notificationEmail.trim() ? "Where the e-mails go" : NO_NOTIFICATION_EMAIL}
          value={draft.notificationEmail}
          error={errorFor("notificationEmail")}
          onValueChange={(value) => setField("notificationEmail", value)}
        />
        <TextField
          label="Webhook URL"
          type="url"
          placeholder="https://example.com/webhooks/vemo"
          hint="Optional"
          value={draft.webhookUrl}
          error={errorFor("webhookUrl")}
          onValueChange={(value) => setField("webhookUrl", value)}
        />
        <SettingsSaveBar
          isSaving={saveSettings.isPending}
          isSaved={saveSettings.isSuccess}
          error={saveSettings.error}
        />
      </form>
      <WebhookPanel />
    </div>
  );
}
