import { CopyableLink } from "./copyable-link";
import { EmbedCodeField } from "./embed-code-field";

type ShareLinkPanelProps = { url: string; note: string; vemoTitle: string };

/** A share link with a note on where it came from, its Copy button, and its embed code. */
export function ShareLinkPanel({ url, note, vemoTitle }: ShareLinkPanelProps) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">{note}</p>
      <CopyableLink url={url} label="Share link" />
      <EmbedCodeField shareUrl={url} title={vemoTitle} />
    </div>
  );
}
