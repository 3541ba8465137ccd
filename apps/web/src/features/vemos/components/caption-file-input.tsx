import { useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";

type CaptionFileInputProps = { videoNumber: number; onFileChange: (file: File | null) => void };

const chooseClass =
  "cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600";

/** An optional .vtt/.srt file for one video, sent after the Vemo is created. */
export function CaptionFileInput({ videoNumber, onFileChange }: CaptionFileInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    setFileName(file?.name ?? null);
    onFileChange(file);
  }

  function handleRemove() {
    if (inputRef.current) inputRef.current.value = "";
    setFileName(null);
    onFileChange(null);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pl-1">
      <span id={`${id}-label`} className="text-xs font-medium text-slate-600">
        Caption file for video {videoNumber}
      </span>
      {/* The native control stays in place for keyboards and screen readers; the label is what shows. */}
      <label className={chooseClass}>
        <input
          ref={inputRef}
          type="file"
          accept=".vtt,.srt"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={handleChange}
          className="sr-only"
        />
        {fileName ? "Change file" : "Choose file"}
      </label>
      <span className="min-w-0 truncate text-xs text-slate-600">{fileName ?? "No file chosen"}</span>
      {fileName && (
        <button
          type="button"
          onClick={handleRemove}
          aria-label={`Remove caption file for video ${videoNumber}`}
          className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Remove
        </button>
      )}
      <p id={`${id}-hint`} className="w-full text-xs text-slate-500">
        Optional (.vtt or .srt): used instead of the video&apos;s own captions.
      </p>
    </div>
  );
}
