import { t } from "../lib/viewer-text";

/** "Powered by Vemo AI", the name linking to the site root. */
export function PoweredBy() {
  return (
    <p className="text-center text-xs text-slate-500">
      {t("page.poweredBy")}{" "}
      <a href="/" className="font-semibold text-indigo-700 hover:underline">
        Vemo
      </a>{" "}
      {t("page.poweredBySuffix")}
    </p>
  );
}
