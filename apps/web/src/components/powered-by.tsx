/** "Powered by Vemo AI", the name linking to the site root. */
export function PoweredBy() {
  return (
    <p className="text-center text-xs text-slate-500">
      Powered by{" "}
      <a href="/" className="font-semibold text-indigo-700 hover:underline">
        Vemo
      </a>{" "}
      AI
    </p>
  );
}
