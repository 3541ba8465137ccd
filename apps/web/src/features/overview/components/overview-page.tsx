import { lazy, Suspense } from "react";
import { useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { RecentInteractions } from "./recent-interactions";
import { StatCards } from "./stat-cards";

// The chart library loads with the charts, not with every page of the app.
const ActivityCharts = lazy(() => import("./activity-charts"));

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
      <Suspense fallback={null}>
        <ActivityCharts />
      </Suspense>
      <RecentInteractions />
    </main>
  );
}
