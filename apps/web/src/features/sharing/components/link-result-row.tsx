import type { BulkShareLink } from "@vemo/shared/contracts/bulk-uploads";
import { CopyableLink } from "./copyable-link";

function LinkBadge({ isNewLink }: { isNewLink: boolean }) {
  const tone = isNewLink ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700";
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{isNewLink ? "New" : "Existing"}</span>
  );
}

/** One customer's unique link with its Copy button. */
function LinkResultRow({ link }: { link: BulkShareLink }) {
  return (
    <li aria-label={link.clientName} className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium text-slate-900">{link.clientName}</span>
        <span className="text-slate-600">{link.email}</span>
        <span className="text-slate-500">{link.companyName}</span>
        <LinkBadge isNewLink={link.isNewLink} />
      </div>
      <CopyableLink
        url={link.shareUrl}
        label={`Share link for ${link.clientName}`}
        isLabelHidden
        copyLabel={`Copy link for ${link.clientName}`}
      />
    </li>
  );
}

/** The generated links, one row each. */
export function LinkResultList({ links, label }: { links: readonly BulkShareLink[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100">
      {links.map((link) => (
        <LinkResultRow key={link.shareId} link={link} />
      ))}
    </ul>
  );
}
