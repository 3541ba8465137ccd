import type { RecentInteraction } from "@vemo/shared/contracts/analytics";
import { useId } from "react";
import { Link } from "react-router";
import { useRecentInteractions } from "../hooks/use-recent-interactions";
import { formatInteractionDate } from "../interaction-date";

/** The overview shows only the most recent few. */
const SHOWN_INTERACTIONS = 4;

function InteractionRow({ interaction }: { interaction: RecentInteraction }) {
  const questions = interaction.questionCount === 1 ? "1 question" : `${interaction.questionCount} questions`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{interaction.client_name || "Anonymous User"}</p>
        <p className="truncate text-sm text-slate-500">{interaction.client_company || "No company"}</p>
      </div>
      <div className="text-right text-sm">
        <p className="text-slate-700">{questions}</p>
        <p className="text-slate-500">{formatInteractionDate(interaction.lastInteractionDate)}</p>
      </div>
    </li>
  );
}

export function RecentInteractions() {
  const headingId = useId();
  const interactions = useRecentInteractions();
  const shown = interactions.data?.slice(0, SHOWN_INTERACTIONS);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={interactions.isPending || undefined}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Recent Interactions
        </h2>
        <Link to="/customer-interactions" className="text-sm font-medium text-indigo-600 hover:text-indigo-800">
          View in Detail
        </Link>
      </div>
      {interactions.isError && <p className="mt-4 text-sm text-slate-500">Recent interactions could not be loaded.</p>}
      {shown?.length === 0 && <p className="mt-4 text-sm text-slate-500">No recent interactions found</p>}
      {shown && shown.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-slate-100">
          {shown.map((interaction) => (
            <InteractionRow key={interaction.share_token} interaction={interaction} />
          ))}
        </ul>
      )}
    </section>
  );
}
