import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { PageSpinner } from "../../../components/page-spinner";
import { Tabs } from "../../../components/tabs";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useVemo } from "../hooks/use-vemo";
import { AddDocumentsForm } from "./add-documents-form";
import { AddSourceForm } from "./add-source-form";
import { LanguageSetting } from "./language-setting";
import { LeadCaptureSetting } from "./lead-capture-setting";
import { SourceEditorList } from "./source-editor-list";
import { VemoDetailsForm } from "./vemo-details-form";
import { DocumentList, VideoLinks, WebsiteList } from "./vemo-sources";

const OVERVIEW_TAB = { id: "overview", label: "Overview" } as const;
const TABS = [OVERVIEW_TAB, { id: "details", label: "Details" }, { id: "sources", label: "Sources" }] as const;
type TabId = (typeof TABS)[number]["id"];

function VemoSourcesEditor({ vemo }: { vemo: VemoDetail }) {
  return (
    <div className="space-y-6">
      <SourceEditorList vemo={vemo} />
      <AddSourceForm vemoId={vemo.id} />
      <AddDocumentsForm vemoId={vemo.id} />
    </div>
  );
}

function VemoOverview({ vemo }: { vemo: VemoDetail }) {
  const facts = [
    { label: "Title", value: vemo.title },
    { label: "Videos", value: String(vemo.videos.length) },
    { label: "Status", value: "Active" },
  ];
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-500">{fact.label}</dt>
            <dd className="mt-1 truncate text-lg font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="vemo-video-links" className="space-y-3">
        <h2 id="vemo-video-links" className="text-base font-semibold text-slate-900">
          Video links
        </h2>
        <VideoLinks videos={vemo.videos} />
      </section>
      <section aria-labelledby="vemo-websites" className="space-y-3">
        <h2 id="vemo-websites" className="text-base font-semibold text-slate-900">
          Websites
        </h2>
        <WebsiteList websites={vemo.websites} />
      </section>
      <section aria-labelledby="vemo-documents" className="space-y-3">
        <h2 id="vemo-documents" className="text-base font-semibold text-slate-900">
          Documents
        </h2>
        <DocumentList documents={vemo.documents} />
      </section>
    </div>
  );
}

/** One Vemo's page: its read-only Overview, and for the owner's own Vemos its details and sources to edit. */
export function ViewVemoPage({ vemoId }: { vemoId: string }) {
  const navigate = useNavigate();
  const vemo = useVemo(vemoId);
  // The Vemos list's "Edit" opens the Details tab.
  const requestedTab = (useLocation().state as { tab?: TabId } | null)?.tab;
  const [selectedTab, setSelectedTab] = useState<TabId>(requestedTab ?? "overview");
  const isNotFound = vemo.error instanceof ApiError && vemo.error.status === 404;

  return (
    <main className="p-6">
      <div className="mx-auto max-w-4xl space-y-6">
        <button type="button" onClick={() => navigate("/vemos")} className={secondaryButtonClass}>
          Back to Vemos
        </button>
        {vemo.isPending && <PageSpinner />}
        {isNotFound && (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
            <h1 className="text-lg font-semibold text-slate-900">Vemo not found</h1>
            <p className="mt-1 text-sm text-slate-600">This Vemo does not exist or was deleted.</p>
          </div>
        )}
        {vemo.isError && !isNotFound && (
          <Notice tone="error">{errorMessage(vemo.error, "Failed to fetch Vemo")}</Notice>
        )}
        {vemo.data && (
          <>
            <h1 className="text-2xl font-semibold break-words text-slate-900">{vemo.data.title}</h1>
            {/* The welcome demo is read-only: it gets the Overview alone. */}
            <Tabs
              label="Vemo details"
              tabs={vemo.data.isDemo ? [OVERVIEW_TAB] : TABS}
              selected={vemo.data.isDemo ? "overview" : selectedTab}
              onSelect={setSelectedTab}
            >
              {(vemo.data.isDemo || selectedTab === "overview") && <VemoOverview vemo={vemo.data} />}
              {!vemo.data.isDemo && selectedTab === "details" && (
                <div className="space-y-8">
                  <VemoDetailsForm vemo={vemo.data} />
                  <LeadCaptureSetting vemo={vemo.data} />
                  <LanguageSetting vemo={vemo.data} />
                </div>
              )}
              {!vemo.data.isDemo && selectedTab === "sources" && <VemoSourcesEditor vemo={vemo.data} />}
            </Tabs>
          </>
        )}
      </div>
    </main>
  );
}
