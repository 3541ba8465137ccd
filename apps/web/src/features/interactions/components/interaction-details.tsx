import { useState } from "react";
import { Notice } from "../../../components/notice";
import { Tabs } from "../../../components/tabs";
import type { InteractionRef } from "../api";
import { useCustomerDetails } from "../hooks/use-customer-details";
import { DETAILS_FAILED_MESSAGE } from "../messages";
import { momentOf } from "../video-moment";
import type { VideoMoment } from "../video-moment";
import { DetailsHeader } from "./details-header";
import { InsightSummary } from "./insight-summary";
import { OverviewTab } from "./overview-tab";
import { PastInteractionsTab } from "./past-interactions-tab";
import { QuestionsTab } from "./questions-tab";
import type { TeachRequest } from "./teach-answer-dialog";

const DETAIL_TABS = [
  { id: "overview", label: "Overview" },
  { id: "questions", label: "Questions asked" },
  { id: "past", label: "Past interactions" },
] as const;

type DetailTab = (typeof DETAIL_TABS)[number]["id"];

type InteractionDetailsProps = {
  interaction: InteractionRef;
  onPlayMoment: (moment: VideoMoment) => void;
  onTeach: (request: TeachRequest) => void;
};

/** One prospect's interaction: who, the AI insight, and the Overview / Questions asked / Past interactions tabs. */
export function InteractionDetails({ interaction, onPlayMoment, onTeach }: InteractionDetailsProps) {
  const details = useCustomerDetails(interaction);
  const [tab, setTab] = useState<DetailTab>("overview");

  if (details.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-600">
        Loading interaction details...
      </p>
    );
  }
  if (details.isError) {
    return (
      <div className="mt-4">
        <Notice tone="error">{DETAILS_FAILED_MESSAGE}</Notice>
      </div>
    );
  }

  const data = details.data;
  return (
    <div className="mt-4 space-y-4">
      <DetailsHeader details={data} />
      <InsightSummary details={data} />
      <Tabs label="Interaction details" tabs={DETAIL_TABS} selected={tab} onSelect={setTab}>
        {tab === "overview" && <OverviewTab details={data} />}
        {tab === "questions" && (
          <QuestionsTab
            questions={data.questions}
            onPlayMoment={(question) => onPlayMoment(momentOf(data, question))}
            onTeach={(question) => onTeach({ vemoId: data.vemo_id, question: question.question })}
          />
        )}
        {tab === "past" && <PastInteractionsTab details={data} />}
      </Tabs>
    </div>
  );
}
