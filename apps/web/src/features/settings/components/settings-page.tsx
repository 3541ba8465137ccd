import { useState } from "react";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { Tabs } from "../../../components/tabs";
import { errorMessage } from "../../../lib/api-client";
import { roleAllows } from "@vemo/shared/rules/team";
import { BrandTab } from "../../brand/components/brand-tab";
import { ActivityTab } from "../../team/components/activity-tab";
import { ApiKeysTab } from "../../team/components/api-keys-tab";
import { TeamTab } from "../../team/components/team-tab";
import { useTeam } from "../../team/hooks/use-team";
import { useSettings } from "../hooks/use-settings";
import { AiAssistantTab } from "./ai-assistant-tab";
import { CtaButtonsTab } from "./cta-buttons-tab";
import { IntegrationsTab } from "../../integrations/components/integrations-tab";
import { NotificationsTab } from "./notifications-tab";

const SETTINGS_TABS = [
  { id: "ai", label: "AI Assistant" },
  { id: "cta", label: "CTA Buttons" },
  { id: "notifications", label: "Notifications" },
  { id: "brand", label: "Brand" },
  { id: "team", label: "Team" },
  { id: "api-keys", label: "API keys" },
  { id: "activity", label: "Activity" },
  { id: "integrations", label: "Integrations" },
] as const;

/** Tabs only owners and admins manage; members see the Team tab and read the others' settings. */
const ADMIN_TABS: readonly string[] = ["brand", "api-keys", "activity", "integrations"];

type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

export function SettingsPage() {
  const settings = useSettings();
  const team = useTeam();
  // An OAuth connection comes back to ?tab=integrations with `connected` or `error`.
  const [outcome] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return { tab: query.get("tab"), connected: query.get("connected"), error: query.get("error") };
  });
  const [selected, setSelected] = useState<SettingsTabId>(outcome.tab === "integrations" ? "integrations" : "ai");
  const isAdmin = team.data ? roleAllows(team.data.you.role, "admin") : false;
  const tabs = SETTINGS_TABS.filter((tab) => isAdmin || !ADMIN_TABS.includes(tab.id));

  return (
    <main className="p-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Settings</h1>
      {settings.isPending && <PageSpinner />}
      {settings.isError && <Notice tone="error">{errorMessage(settings.error, "Failed to load settings")}</Notice>}
      {settings.data && team.data && !isAdmin && (
        <Notice tone="info">
          You are a member: settings are managed by your organization&apos;s owners and admins, so you can read them
          here but not change them.
        </Notice>
      )}
      {settings.data && (
        <Tabs label="Settings sections" tabs={tabs} selected={selected} onSelect={setSelected}>
          {selected === "ai" && <AiAssistantTab settings={settings.data} />}
          {selected === "cta" && <CtaButtonsTab settings={settings.data} />}
          {selected === "notifications" && <NotificationsTab settings={settings.data} />}
          {selected === "brand" && <BrandTab />}
          {selected === "team" && <TeamTab />}
          {selected === "api-keys" && <ApiKeysTab />}
          {selected === "activity" && <ActivityTab />}
          {selected === "integrations" && <IntegrationsTab outcome={outcome} />}
        </Tabs>
      )}
    </main>
  );
}
