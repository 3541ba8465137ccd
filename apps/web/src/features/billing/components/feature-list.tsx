type FeatureListProps = { label: string; features: readonly string[]; missing?: readonly string[] };

/** Included features with a check mark; `missing` ones crossed out. */
export function FeatureList({ label, features, missing = [] }: FeatureListProps) {
  return (
    <ul aria-label={label} className="space-y-2 text-sm">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-slate-700">
          <span aria-hidden="true" className="text-green-600">
            ✓
          </span>
          {feature}
        </li>
      ))}
      {missing.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-slate-500">
          <span aria-hidden="true">✕</span>
          <span>
            <span className="sr-only">Not included: </span>
            <s>{feature}</s>
          </span>
        </li>
      ))}
    </ul>
  );
}
