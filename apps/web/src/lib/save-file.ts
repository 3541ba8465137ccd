/** Hands a downloaded file to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
