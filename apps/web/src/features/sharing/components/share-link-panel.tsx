import { CopyableLink } from "./copyable-link";

type ShareLinkPanelProps = { url: string; note: string };

/** A share link with a note on where it came from, and its Copy button. */
export function ShareLinkPanel({ url, note }: ShareLinkPanelProps) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">{note}</p>
      <CopyableLink url={url} label="Share link" />
    </div>
  );
}
