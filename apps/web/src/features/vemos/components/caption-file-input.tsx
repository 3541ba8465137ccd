import { useId } from "react";

type CaptionFileInputProps = { videoNumber: number; onFileChange: (file: File | null) => void };

/** An optional .vtt/.srt file for one video, sent after the Vemo is created. */
export function CaptionFileInput({ videoNumber, onFileChange }: CaptionFileInputProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        Caption file for video {videoNumber}
      </label>
      <input
        id={id}
        type="file"
        accept=".vtt,.srt"
        aria-describedby={`${id}-hint`}
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        className="text-xs text-slate-600 file:mr-2 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-xs file:font-medium file:text-slate-700 hover:file:bg-slate-200"
      />
      <p id={`${id}-hint`} className="w-full text-xs text-slate-500">
        Optional (.vtt or .srt): used instead of the video&apos;s own captions.
      </p>
    </div>
  );
}
