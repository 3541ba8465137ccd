import type { TaughtAnswer } from "@vemo/shared/contracts/taught-answers";
import { useId, useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { inputClass, TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { useVemo } from "../../vemos/hooks/use-vemo";
import { useTaughtAnswerChanges } from "../hooks/use-taught-answers";
import { initialTeachValues, teachAnswerChange, type CitationKind, type TeachAnswerValues } from "../teach-answer-form";

const TEACH_FAILED_MESSAGE = "The answer could not be saved. Please try again.";

/** Which question to teach an answer for, or which taught answer to change. */
export type TeachRequest = { vemoId: string; question: string; taught?: TaughtAnswer };

type TeachAnswerDialogProps = { request: TeachRequest; onClose: () => void };

/**
 * Sets the right answer to a question: written text and/or a moment of one of the Vemo's videos, a document page or a
 * web page. Prospects who later ask the same thing, in any words, get it with its citation.
 */
export function TeachAnswerDialog({ request, onClose }: TeachAnswerDialogProps) {
  const vemo = useVemo(request.vemoId);
  const { save } = useTaughtAnswerChanges(request.vemoId);
  const [edited, setEdited] = useState<TeachAnswerValues | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const answerId = useId();
  const values = edited ?? initialTeachValues(vemo.data, request.question, request.taught);
  const change = (patch: Partial<TeachAnswerValues>) => setEdited({ ...values, ...patch });

  const videos = vemo.data?.videos ?? [];
  const documents = vemo.data?.documents ?? [];
  const websites = vemo.data?.websites ?? [];
  const kinds: { value: CitationKind; label: string }[] = [
    { value: "none", label: "No citation: my answer only" },
    ...(videos.length ? [{ value: "video" as const, label: "A moment of a video" }] : []),
    ...(documents.length ? [{ value: "document" as const, label: "A page of a document" }] : []),
    ...(websites.length ? [{ value: "website" as const, label: "A web page" }] : []),
  ];
  const pickKind = (kind: CitationKind) => {
    const firstSource = kind === "document" ? documents[0]?.document_id : kind === "website" ? websites[0]?.id : "";
    change({
      kind,
      sourceId: kind === values.kind ? values.sourceId : (firstSource ?? ""),
      videoUrl: values.videoUrl || videos[0]?.video_url || "",
    });
  };

  function submit() {
    const result = teachAnswerChange(values, request.taught?.id);
    if ("error" in result) return setFormError(result.error);
    setFormError(null);
    save.mutate(result.change, { onSuccess: onClose });
  }

  return (
    <Modal title={request.taught ? "Change the taught answer" : "Teach the answer"} size="wide" onClose={onClose}>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-600">
          Prospects who ask this, in any words, get your answer and the player goes to what you pick.
        </p>
        <TextField label="Question" value={values.question} onValueChange={(question) => change({ question })} />
        <div>
          <label htmlFor={answerId} className="mb-1 block text-sm font-medium text-slate-700">
            Answer
          </label>
          <textarea
            id={answerId}
            rows={3}
            value={values.answer}
            onChange={(event) => change({ answer: event.target.value })}
            className={inputClass}
          />
          <p className="mt-1 text-xs text-slate-500">Leave it empty to answer with what the content says there.</p>
        </div>
        <SelectField label="Show" value={values.kind} options={kinds} onChange={pickKind} />
        {values.kind === "video" && (
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <SelectField
              label="Video"
              value={values.videoUrl}
              options={videos.map((video) => ({ value: video.video_url, label: video.title || video.video_url }))}
              onChange={(videoUrl) => change({ videoUrl })}
            />
            <TextField
              label="Moment (m:ss)"
              value={values.moment}
              inputMode="numeric"
              onValueChange={(moment) => change({ moment })}
            />
          </div>
        )}
        {values.kind === "document" && (
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <SelectField
              label="Document"
              value={values.sourceId}
              options={documents.map((document) => ({ value: document.document_id, label: document.filename }))}
              onChange={(sourceId) => change({ sourceId })}
            />
            <TextField
              label="Page"
              value={values.page}
              inputMode="numeric"
              onValueChange={(page) => change({ page })}
            />
          </div>
        )}
        {values.kind === "website" && (
          <SelectField
            label="Web page"
            value={values.sourceId}
            options={websites.map((website) => ({ value: website.id, label: website.title || website.url }))}
            onChange={(sourceId) => change({ sourceId })}
          />
        )}
        {(formError ?? save.error) && (
          <Notice tone="error">{formError ?? errorMessage(save.error, TEACH_FAILED_MESSAGE)}</Notice>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
            {save.isPending ? "Saving..." : "Save answer"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
