import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Tabs } from "../../../components/tabs";
import { SubscriptionTab } from "../../billing/components/subscription-tab";
import { OrganizationTab } from "./organization-tab";
import { PersonalInfoTab } from "./personal-info-tab";

const PROFILE_TABS = [
  { id: "personal", label: "Personal Info" },
  { id: "organization", label: "Organization" },
  { id: "subscription", label: "Subscription & Billing" },
] as const;

type ProfileTabId = (typeof PROFILE_TABS)[number]["id"];

/** Other screens open a given tab with navigation state `{ tab }`. */
function readStartingTab(state: unknown): ProfileTabId {
  const tab: unknown = state !== null && typeof state === "object" ? (state as { tab?: unknown }).tab : undefined;
  return PROFILE_TABS.find((item) => item.id === tab)?.id ?? "personal";
}

export function ProfilePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ProfileTabId>(() => readStartingTab(location.state));

  function handleSelect(tab: ProfileTabId) {
    setSelected(tab);
    // Kept in the history entry, so a reload (the subscription tab's after a cancel) opens the same tab.
    navigate(".", { replace: true, state: { tab } });
  }

  return (
    <main className="p-6">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Profile</h1>
      <Tabs label="Profile sections" tabs={PROFILE_TABS} selected={selected} onSelect={handleSelect}>
        {selected === "personal" && <PersonalInfoTab />}
        {selected === "organization" && <OrganizationTab />}
        {selected === "subscription" && <SubscriptionTab />}
      </Tabs>
    </main>
  );
}
