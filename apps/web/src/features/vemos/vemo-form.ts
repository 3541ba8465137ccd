import { CreateVemoForm, type CreateVemoPayload } from "@vemo/shared/contracts/vemos";
import { calendlyLinkProblem, videoLinkProblem, websiteLinkProblem } from "@vemo/shared/rules/vemo-form";
import { videoKind } from "@vemo/shared/rules/video-links";
import { validateForm } from "../../lib/validate-form";
import type { FieldErrors } from "../../lib/validate-form";

// The create form's values and rules; the link checks are the shared ones the server applies.

export const SOURCE_REQUIRED_MESSAGE =
  "Please provide at least one video URL, website URL, or upload documents to create a Vemo.";

export type LinkRow = { id: string; url: string };
export type VideoRow = LinkRow & { captionFile: File | null };

export type VemoFormValues = { title: string; videos: VideoRow[]; websites: LinkRow[]; calendlyLink: string };

export type LinkNoun = "Video" | "Website";

let lastRowNumber = 0;

/** Rows need a stable key for React; crypto.randomUUID is missing outside secure contexts. */
export function newLinkRow(): LinkRow {
  lastRowNumber += 1;
  return { id: `row-${lastRowNumber}`, url: "" };
}

export function newVideoRow(): VideoRow {
  return { ...newLinkRow(), captionFile: null };
}

/** Each list starts with one empty entry. */
export function emptyVemoForm(): VemoFormValues {
  return { title: "", videos: [newVideoRow()], websites: [newLinkRow()], calendlyLink: "" };
}

/** "Video 2: …": the number is the entry's place in its list, as its label shows it. */
export function itemError(noun: LinkNoun, index: number, message: string): string {
  return `${noun} ${index + 1}: ${message}`;
}

const isFilled = (row: LinkRow) => row.url.trim() !== "";

/** Each entry's problem; empty entries are left out of the Vemo, so they have none. */
function linkProblems(rows: readonly LinkRow[], problem: (url: string) => string | null): (string | null)[] {
  return rows.map((row) => (isFilled(row) ? problem(row.url) : null));
}

export function videoProblems(values: VemoFormValues) {
  return linkProblems(values.videos, videoLinkProblem);
}

export function websiteProblems(values: VemoFormValues) {
  return linkProblems(values.websites, websiteLinkProblem);
}

export function hasSource(values: VemoFormValues, documentCount: number): boolean {
  return values.videos.some(isFilled) || values.websites.some(isFilled) || documentCount > 0;
}

/** Submit needs a source and no invalid entry. */
export function canSubmitVemo(values: VemoFormValues, documentCount: number): boolean {
  const problems = [...videoProblems(values), ...websiteProblems(values), calendlyLinkProblem(values.calendlyLink)];
  return hasSource(values, documentCount) && problems.every((problem) => problem === null);
}

function filledIndexes(rows: readonly LinkRow[]): number[] {
  return rows.flatMap((row, index) => (isFilled(row) ? [index] : []));
}

/** The create payload as the spec writes it: only filled entries, numbered from 1 in list order. */
function draftBody(values: VemoFormValues, companyId: string | undefined) {
  const videos = values.videos.filter(isFilled).map((row, index) => {
    const kind = videoKind(row.url.trim());
    return { url: row.url, type: kind === "unknown" ? undefined : kind, title: `Video ${index + 1}`, order: index + 1 };
  });
  const websites = values.websites
    .filter(isFilled)
    .map((row, index) => ({ url: row.url, type: "website" as const, title: `Website ${index + 1}`, order: index + 1 }));
  return {
    title: values.title,
    description: "No description provided",
    companyId,
    calendlyLink: values.calendlyLink.trim() || null,
    videos,
    websites,
    knowledgeSources: websites.map((website) => ({ url: website.url.trim(), type: "website" })),
  };
}

/** An issue path of the contract ("videos.0.url") in the words of the form ("Video 3: …" when the first filled entry is the third). */
function describeIssue(field: string, message: string, values: VemoFormValues): string {
  const [list, position] = field.split(".");
  const rows = list === "videos" ? values.videos : list === "websites" ? values.websites : null;
  const rowIndex = rows && position !== undefined ? filledIndexes(rows)[Number(position)] : undefined;
  if (rowIndex === undefined) return message;
  return itemError(list === "videos" ? "Video" : "Website", rowIndex, message);
}

export type VemoFormCheck =
  { isValid: true; body: CreateVemoPayload } | { isValid: false; titleError: string | undefined; formErrors: string[] };

/** The submit-time check: the contract validates the payload the form would send. */
export function checkVemoForm(
  values: VemoFormValues,
  companyId: string | undefined,
  documentCount: number,
): VemoFormCheck {
  const result = validateForm(CreateVemoForm, draftBody(values, companyId));
  const errors: FieldErrors = result.isValid ? {} : result.errors;
  const { title: titleError, companyId: companyError, ...itemErrors } = errors;
  // In the spec's order: the company, then a source, then each entry.
  const formErrors = [
    companyError,
    hasSource(values, documentCount) ? undefined : SOURCE_REQUIRED_MESSAGE,
    ...Object.entries(itemErrors).map(([field, message]) =>
      message ? describeIssue(field, message, values) : undefined,
    ),
  ].filter((message): message is string => message !== undefined);
  if (result.isValid && formErrors.length === 0) return { isValid: true, body: result.data };
  return { isValid: false, titleError, formErrors };
}
