import type { VemoDocument } from "@vemo/shared/contracts/vemos";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import type { UploadTarget } from "../api";
import { useUploadDocument } from "./use-upload-document";

export type DocumentStatus = "ready" | "uploading" | "completed" | "error";

/** A chosen file; `target` is the Vemo it was sent to, kept so a failed upload can be retried. */
export type LocalDocument = {
  id: string;
  file: File;
  name: string;
  size: number;
  type: string;
  status: DocumentStatus;
  error: string | null;
  target: UploadTarget | null;
};

/** The spec's upload timings. */
const UPLOAD_DELAYS = { betweenFilesMs: 500, removeCompletedMs: 2000 } as const;

const isPdf = (file: File) => file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let lastDocumentNumber = 0;

function toLocalDocument(file: File): LocalDocument {
  lastDocumentNumber += 1;
  return {
    id: `document-${lastDocumentNumber}`,
    file,
    name: file.name,
    size: file.size,
    type: file.type,
    status: "ready",
    error: null,
    target: null,
  };
}

/** The create form's PDF list: chosen files, their upload states, and the documents already uploaded. */
export function useDocumentUploads() {
  const uploadDocument = useUploadDocument();
  const [documents, setDocuments] = useState<LocalDocument[]>([]);
  const [uploadedDocuments, setUploadedDocuments] = useState<VemoDocument[]>([]);
  const [rejectedNames, setRejectedNames] = useState<string[]>([]);
  const timersRef = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = timersRef.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  function update(id: string, change: Partial<LocalDocument>) {
    setDocuments((current) => current.map((document) => (document.id === id ? { ...document, ...change } : document)));
  }

  function addFiles(files: readonly File[]) {
    setRejectedNames(files.filter((file) => !isPdf(file)).map((file) => file.name));
    setDocuments((current) => [...current, ...files.filter(isPdf).map(toLocalDocument)]);
  }

  /** Only a file not yet sent can be taken off the list. */
  function removeDocument(id: string) {
    setDocuments((current) => current.filter((document) => document.id !== id || document.status !== "ready"));
  }

  function moveToUploaded(id: string, uploaded: VemoDocument) {
    const timer = setTimeout(() => {
      timersRef.current.delete(timer);
      setDocuments((current) => current.filter((document) => document.id !== id));
      setUploadedDocuments((current) => [...current, uploaded]);
    }, UPLOAD_DELAYS.removeCompletedMs);
    timersRef.current.add(timer);
  }

  async function uploadOne(document: LocalDocument, target: UploadTarget): Promise<void> {
    update(document.id, { status: "uploading", error: null, target });
    try {
      const uploaded = await uploadDocument.mutateAsync({ ...target, file: document.file });
      update(document.id, { status: "completed" });
      moveToUploaded(document.id, uploaded);
    } catch (error) {
      update(document.id, { status: "error", error: errorMessage(error, "Upload failed") });
    }
  }

  /** Sends the given files to the new Vemo one by one, pausing between them. */
  async function uploadDocuments(target: UploadTarget, toUpload: readonly LocalDocument[]): Promise<void> {
    for (const [index, document] of toUpload.entries()) {
      if (index > 0) await wait(UPLOAD_DELAYS.betweenFilesMs);
      await uploadOne(document, target);
    }
  }

  function retryDocument(id: string) {
    const document = documents.find((item) => item.id === id);
    if (document?.target) void uploadOne(document, document.target);
  }

  const readyDocuments = documents.filter((document) => document.status === "ready");
  return {
    documents,
    readyDocuments,
    uploadedDocuments,
    rejectedNames,
    hasFailedUploads: documents.some((document) => document.status === "error"),
    addFiles,
    removeDocument,
    retryDocument,
    uploadDocuments,
  };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
