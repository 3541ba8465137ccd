import { videoProblems, websiteProblems, newLinkRow, newVideoRow } from "../vemo-form";
import type { VemoFormValues } from "../vemo-form";
import { CaptionFileInput } from "./caption-file-input";
import { LinkRows } from "./link-rows";

/** The create form's video and website rows, a caption file beside each video. */
export function VemoSourceLinks({
  values,
  onChange,
  onCaptionFileChange,
}: {
  values: VemoFormValues;
  onChange: (patch: Pick<Partial<VemoFormValues>, "videos" | "websites">) => void;
  onCaptionFileChange: (rowId: string, file: File | null) => void;
}) {
  return (
    <>
      <section aria-labelledby="vemo-videos" className="space-y-3">
        <h2 id="vemo-videos" className="text-base font-semibold text-slate-900">
          Videos
        </h2>
        <p className="text-sm text-slate-600">Note: unlisted YouTube videos are not processed.</p>
        <LinkRows
          noun="Video"
          rows={values.videos}
          problems={videoProblems(values)}
          placeholder="https://www.youtube.com/watch?v=..."
          newRow={newVideoRow}
          onChange={(videos) => onChange({ videos })}
          renderExtra={(row, index) => (
            <CaptionFileInput videoNumber={index + 1} onFileChange={(file) => onCaptionFileChange(row.id, file)} />
          )}
        />
      </section>
      <section aria-labelledby="vemo-websites" className="space-y-3">
        <h2 id="vemo-websites" className="text-base font-semibold text-slate-900">
          Websites
        </h2>
        <LinkRows
          noun="Website"
          rows={values.websites}
          problems={websiteProblems(values)}
          placeholder="https://www.example.com/product"
          newRow={newLinkRow}
          onChange={(websites) => onChange({ websites })}
        />
      </section>
    </>
  );
}
