import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { RecentInteractions } from "./recent-interactions";
import { StatCards } from "./stat-cards";

export function OverviewPage() {
  const navigate = useNavigate();
  return (
    <main className="space-y-6 p-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
        <button type="button" onClick={() => navigate("/create")} className={primaryButtonClass}>
          Create Vemo
        </button>
      </div>
      <StatCards />
      <RecentInteractions />
    </main>
  );
}
