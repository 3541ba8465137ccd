import type { VemoDetail } from "@vemo/shared/contracts/vemos";
import { useState } from "react";
import { Notice } from "../../../components/notice";
import { SwitchField } from "../../../components/switch-field";
import { errorMessage } from "../../../lib/api-client";
import { useUpdateVemo } from "../hooks/use-vemo-editing";

const LEAD_CAPTURE_LABEL = "Lead capture on the public link";
const LEAD_CAPTURE_DESCRIPTION =
  "Before their first question, visitors of the public link give their name, e-mail and company, and appear in Interactions like a prospect with a unique link.";

/** The Vemo's lead capture switch, saved as soon as it changes (a Pro feature: the server says why it refuses). */
export function LeadCaptureSetting({ vemo }: { vemo: VemoDetail }) {
  const update = useUpdateVemo();
  // The switch follows the click at once; once the save settles the saved Vemo decides.
  const [requested, setRequested] = useState<boolean | null>(null);
  const isOn = requested ?? vemo.lead_capture;

  function handleChange(leadCapture: boolean) {
    setRequested(leadCapture);
    update.mutate({ vemoId: vemo.id, changes: { leadCapture } }, { onSettled: () => setRequested(null) });
  }

  return (
    <section aria-label="Lead capture" className="space-y-2 border-t border-slate-200 pt-5">
      <SwitchField
        label={LEAD_CAPTURE_LABEL}
        description={LEAD_CAPTURE_DESCRIPTION}
        checked={isOn}
        onChange={handleChange}
      />
      {update.isError && <Notice tone="error">{errorMessage(update.error, "Failed to save changes")}</Notice>}
    </section>
  );
}
