/** The heading of a screen whose content a later change builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
    </main>
  );
}
