import { useState } from "react";
import { secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { PreviewOverlay } from "../../preview/components/preview-overlay";
import type { InteractionRef } from "../api";
import { DETAILS_DIALOG_TITLE } from "../messages";
import type { VideoMoment } from "../video-moment";
import { InteractionDetails } from "./interaction-details";
import { TeachAnswerDialog, type TeachRequest } from "./teach-answer-dialog";

type InteractionDetailsDialogProps = { interaction: InteractionRef; onClose: () => void };

export function InteractionDetailsDialog({ interaction, onClose }: InteractionDetailsDialogProps) {
  const [moment, setMoment] = useState<VideoMoment | null>(null);
  const [teaching, setTeaching] = useState<TeachRequest | null>(null);
  return (
    <>
      <Modal title={DETAILS_DIALOG_TITLE} size="wide" onClose={onClose}>
        <InteractionDetails interaction={interaction} onPlayMoment={setMoment} onTeach={setTeaching} />
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Close
          </button>
        </div>
      </Modal>
      {/* Beside the dialog, not in it, so the overlay's Escape and clicks stay the overlay's. */}
      {moment && <PreviewOverlay vemo={moment.vemo} startAt={moment.startAt} onClose={() => setMoment(null)} />}
      {teaching && <TeachAnswerDialog request={teaching} onClose={() => setTeaching(null)} />}
    </>
  );
}
