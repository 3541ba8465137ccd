type UploadProgressProps = { customerCount: number; uploadedFraction: number | null };

/** While a file's customers go up: the share of the upload sent, then that the links are being made. */
export function UploadProgress({ customerCount, uploadedFraction }: UploadProgressProps) {
  const customers = `${customerCount.toLocaleString()} ${customerCount === 1 ? "customer" : "customers"}`;
  if (uploadedFraction === null) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-600">
        Sending {customers}…
      </p>
    );
  }
  if (uploadedFraction >= 1) {
    return (
      <p role="status" className="mt-4 text-sm text-slate-600">
        Generating links… ({customers})
      </p>
    );
  }
  const percent = Math.floor(uploadedFraction * 100);
  return (
    <div className="mt-4">
      <div className="flex justify-between text-sm text-slate-600">
        <span>Uploading {customers}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
