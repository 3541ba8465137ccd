import type { CustomerInteractionDetails } from "@vemo/shared/contracts/analytics";
import { shareUrl } from "@vemo/shared/rules/custom-domain";
import { useId } from "react";
import { useDomain } from "../../brand/hooks/use-brand";
import { LinkControlsPanel } from "../../link-controls/components/link-controls-panel";
import { CopyableLink } from "../../sharing/components/copyable-link";

/** The link the prospect (or the public link's visitor) came through, with a Copy button. */
export function UniqueLinkDetails({ details }: { details: CustomerInteractionDetails }) {
  const headingId = useId();
  // Copied links use the organisation's verified custom domain when it has one.
  const domain = useDomain();
  const url = shareUrl(domain.data?.data?.shareOrigin ?? window.location.origin, details.share_token);

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Unique Link Details
      </h3>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Link type</dt>
          <dd className="font-medium text-slate-900">
            {details.link_kind === "public" ? "Public Link" : "Unique Customer Link"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Generated on</dt>
          <dd className="font-medium text-slate-900">{new Date(details.link_created_at).toLocaleDateString()}</dd>
        </div>
      </dl>
      <CopyableLink url={url} label="Link URL" />
      <LinkControlsPanel link={details.link} />
    </section>
  );
}
