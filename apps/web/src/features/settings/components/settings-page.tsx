import { useState } from "react";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { Tabs } from "../../../components/tabs";
import { errorMessage } from "../../../lib/api-client";
import { useSettings } from "../hooks/use-settings";
import { AiAssistantTab } from "./ai-assistant-tab";
import { CtaButtonsTab } from "./cta-buttons-tab";
import { IntegrationsTab } from "../../integrations/components/integrations-tab";
import { NotificationsTab } from "./notifications-tab";

const SETTINGS_TABS = [
  { id: "ai", label: "AI Assistant" },
  { id: "cta", label: "CTA Buttons" },
  { id: "notifications", label: "Notifications" },
  { id: "integrations", label: "Integrations" },
] as const;

type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

export function SettingsPage() {
  const settings = useSettings();
  // An OAuth connection comes back to ?tab=integrations with `connected` or `error`.
  const [outcome] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return { tab: query.get("tab"), connected: query.get("connected"), error: query.get("error") };
  });
  const [selected, setSelected] = useState<SettingsTabId>(outcome.tab === "integrations" ? "integrations" : "ai");

  return (
    <main className="p-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Settings</h1>
      {settings.isPending && <PageSpinner />}
      {settings.isError && <Notice tone="error">{errorMessage(settings.error, "Failed to load settings")}</Notice>}
      {settings.data && (
        <Tabs label="Settings sections" tabs={SETTINGS_TABS} selected={selected} onSelect={setSelected}>
          {selected === "ai" && <AiAssistantTab settings={settings.data} />}
          {selected === "cta" && <CtaButtonsTab settings={settings.data} />}
          {selected === "notifications" && <NotificationsTab settings={settings.data} />}
          {selected === "integrations" && <IntegrationsTab outcome={outcome} />}
        </Tabs>
      )}
    </main>
  );
}
