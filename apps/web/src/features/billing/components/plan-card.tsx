import { useId } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { FeatureList } from "./feature-list";

export type PlanCardAction = { label: string; isDisabled?: boolean; onClick?: () => void };

type PlanCardProps = {
  name: string;
  price: string;
  period: string;
  note?: string;
  badges: readonly string[];
  features: readonly string[];
  missingFeatures?: readonly string[];
  isHighlighted?: boolean;
  action: PlanCardAction;
};

export function PlanCard({
  name,
  price,
  period,
  note,
  badges,
  features,
  missingFeatures,
  isHighlighted = false,
  action,
}: PlanCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl border bg-white p-6 ${isHighlighted ? "border-indigo-500 shadow-lg" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {name}
        </h2>
        {badges.map((badge) => (
          <span
            key={badge}
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ${
              badge === "CANCELLED" ? "bg-red-100 text-red-800" : "bg-indigo-100 text-indigo-800"
            }`}
          >
            {badge}
          </span>
        ))}
      </div>
      <p className="mt-4">
        <span className="text-4xl font-bold text-slate-900">{price}</span>
        <span className="text-slate-500">{period}</span>
      </p>
      {note && <p className="mt-1 text-sm text-green-700">{note}</p>}
      <div className="mt-6 flex-1">
        <FeatureList label={`${name} features`} features={features} missing={missingFeatures} />
      </div>
      <button
        type="button"
        disabled={action.isDisabled}
        onClick={action.onClick}
        className={`mt-6 w-full ${isHighlighted ? primaryButtonClass : `${secondaryButtonClass} disabled:cursor-not-allowed disabled:opacity-60`}`}
      >
        {action.label}
      </button>
    </article>
  );
}
