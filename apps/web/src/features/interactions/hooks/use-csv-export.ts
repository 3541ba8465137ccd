import { useMutation } from "@tanstack/react-query";
import { saveFile } from "../../../lib/save-file";

/** Downloads an export with the caller's token and saves it as `fileName`. */
export function useCsvExport(download: () => Promise<Blob>, fileName: string) {
  return useMutation({ mutationFn: download, onSuccess: (file) => saveFile(file, fileName) });
}
