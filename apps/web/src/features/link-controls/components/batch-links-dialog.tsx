import type { BulkUpload } from "@vemo/shared/contracts/bulk-uploads";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { dangerButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { DataTable, tableCellClass } from "../../../components/data-table";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { errorMessage } from "../../../lib/api-client";
import { fetchBatchLinks, revokeShareLinks } from "../api";
import { LinkStateBadge } from "./link-state-badge";

const LOAD_FAILED_MESSAGE = "Could not load this batch's links. Please try again.";
const REVOKE_FAILED_MESSAGE = "Could not revoke the links. Please try again.";
const COLUMNS = [{ hiddenLabel: "Select" }, "Customer", "Email", "Status"];

const revokedNotice = (revoked: number) => (revoked === 1 ? "1 link revoked." : `${revoked} links revoked.`);

/** A batch's links with their state; the owner revokes the ones picked, or the whole batch at once. */
export function BatchLinksDialog({ upload, onClose }: { upload: BulkUpload; onClose: () => void }) {
  const queryClient = useQueryClient();
  const queryKey = ["batch-links", upload.id];
  const links = useQuery({ queryKey, queryFn: () => fetchBatchLinks(upload.id) });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const revoke = useMutation({
    mutationFn: revokeShareLinks,
    onSuccess: () => {
      setPicked(new Set());
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const revocable = (links.data ?? []).filter((link) => link.state !== "disabled").map((link) => link.shareId);

  function toggle(shareId: string) {
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(shareId)) next.add(shareId);
      return next;
    });
  }

  return (
    <Modal title={`Links of ${upload.file_name}`} onClose={onClose} size="wide">
      <div className="mt-4 space-y-4">
        {links.isPending && <p role="status">Loading links...</p>}
        {links.isError && <Notice tone="error">{errorMessage(links.error, LOAD_FAILED_MESSAGE)}</Notice>}
        {revoke.isSuccess && <Notice tone="success">{revokedNotice(revoke.data.revoked)}</Notice>}
        {revoke.isError && <Notice tone="error">{errorMessage(revoke.error, REVOKE_FAILED_MESSAGE)}</Notice>}
        {links.data && (
          <div className="max-h-96 overflow-auto">
            <DataTable
              columns={COLUMNS}
              rows={links.data}
              rowKey={(link) => link.shareId}
              renderCells={(link) => (
                <>
                  <td className={tableCellClass}>
                    <input
                      type="checkbox"
                      aria-label={`Select ${link.clientName}`}
                      disabled={link.state === "disabled"}
                      checked={picked.has(link.shareId)}
                      onChange={() => toggle(link.shareId)}
                    />
                  </td>
                  <td className={tableCellClass}>{link.clientName}</td>
                  <td className={tableCellClass}>{link.email}</td>
                  <td className={tableCellClass}>
                    <LinkStateBadge state={link.state} />
                  </td>
                </>
              )}
            />
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Close
          </button>
          <button
            type="button"
            disabled={revoke.isPending || picked.size === 0}
            onClick={() => revoke.mutate([...picked])}
            className={secondaryButtonClass}
          >
            Revoke selected ({picked.size})
          </button>
          <button
            type="button"
            disabled={revoke.isPending || revocable.length === 0}
            onClick={() => revoke.mutate(revocable)}
            className={dangerButtonClass}
          >
            Revoke all links
          </button>
        </div>
      </div>
    </Modal>
  );
}
