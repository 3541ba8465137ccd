import {
  CreateVemoResponse,
  DeleteVemoResponse,
  ProcessContentResponse,
  UploadCaptionsResponse,
  UploadDocumentResponse,
  VemoListResponse,
  VemoResponse,
} from "@vemo/shared/contracts/vemos";
import type {
  AddSourceBody,
  CreateVemoBody,
  ProcessContentPayload,
  UpdateVemoBody,
  VemoDetail,
  VemoDocument,
  VemoListItem,
  VemoVideo,
} from "@vemo/shared/contracts/vemos";
import { apiRequest } from "../../lib/api-client";

const vemoPath = (vemoId: string) => `/api/vemos/${encodeURIComponent(vemoId)}`;

export async function fetchVemos(companyId: string, sharedBy: string): Promise<VemoListItem[]> {
  const query = new URLSearchParams({ companyId, ...(sharedBy && { sharedBy }) });
  const response = await apiRequest(`/api/vemos?${query}`, {
    schema: VemoListResponse,
  });
  return response.data;
}

export async function fetchVemo(vemoId: string): Promise<VemoDetail> {
  const response = await apiRequest(vemoPath(vemoId), { schema: VemoResponse });
  return response.data;
}

export async function createVemo(body: CreateVemoBody): Promise<CreateVemoResponse["data"]> {
  const response = await apiRequest("/api/vemos", { method: "POST", body, schema: CreateVemoResponse });
  return response.data;
}

export async function deleteVemo(vemoId: string): Promise<string> {
  const response = await apiRequest(vemoPath(vemoId), { method: "DELETE", schema: DeleteVemoResponse });
  return response.message;
}

export type ProcessContentRequest = { companyName: string; vemoId: string; content: ProcessContentPayload };

export function processContent({
  companyName,
  vemoId,
  content,
}: ProcessContentRequest): Promise<ProcessContentResponse> {
  const path = `/api/vemos/process-content/${encodeURIComponent(companyName)}/${encodeURIComponent(vemoId)}`;
  return apiRequest(path, { method: "POST", body: content, schema: ProcessContentResponse });
}

/** Where a document goes: the Vemo it belongs to and its organisation's name. */
export type UploadTarget = { vemoId: string; companyName: string };

export async function uploadDocument({
  vemoId,
  companyName,
  file,
}: UploadTarget & { file: File }): Promise<VemoDocument> {
  const form = new FormData();
  form.append("file", file);
  form.append("vemo_id", vemoId);
  form.append("company_name", companyName);
  const response = await apiRequest(`/api/documents/${encodeURIComponent(vemoId)}/upload`, {
    method: "POST",
    body: form,
    schema: UploadDocumentResponse,
  });
  return response.data;
}

export type CaptionUpload = { vemoId: string; videoUrl: string; file: File };

export async function uploadCaptions({ vemoId, videoUrl, file }: CaptionUpload): Promise<VemoVideo> {
  const form = new FormData();
  form.append("file", file);
  form.append("video_url", videoUrl);
  const response = await apiRequest(`${vemoPath(vemoId)}/captions`, {
    method: "POST",
    body: form,
    schema: UploadCaptionsResponse,
  });
  return response.data;
}

export type VemoChanges = { vemoId: string; changes: UpdateVemoBody };

export async function updateVemo({ vemoId, changes }: VemoChanges): Promise<VemoDetail> {
  const response = await apiRequest(vemoPath(vemoId), { method: "PATCH", body: changes, schema: VemoResponse });
  return response.data;
}

export async function addSource({ vemoId, source }: { vemoId: string; source: AddSourceBody }): Promise<VemoDetail> {
  const response = await apiRequest(`${vemoPath(vemoId)}/sources`, {
    method: "POST",
    body: source,
    schema: VemoResponse,
  });
  return response.data;
}

export type SourceTarget = { vemoId: string; sourceId: string };

const sourcePath = ({ vemoId, sourceId }: SourceTarget) =>
  `${vemoPath(vemoId)}/sources/${encodeURIComponent(sourceId)}`;

export async function removeSource(target: SourceTarget): Promise<VemoDetail> {
  const response = await apiRequest(sourcePath(target), { method: "DELETE", schema: VemoResponse });
  return response.data;
}

export async function retrySource(target: SourceTarget): Promise<VemoDetail> {
  const response = await apiRequest(`${sourcePath(target)}/retry`, { method: "POST", schema: VemoResponse });
  return response.data;
}
