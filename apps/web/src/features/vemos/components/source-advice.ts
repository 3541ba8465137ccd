/** What the owner can do about a source that failed, by its kind and the reason it failed. */
export function failureAdvice(kind: "video" | "website" | "document", errorType: string | null): string {
  if (errorType === "crm_bot_detection") {
    return "This website is protected by a CRM bot-protection system that blocks automated access. Upload its content as PDF documents instead.";
  }
  if (kind === "video")
    return "Check that the video is public (private and unlisted videos are not processed), or upload a caption file for it.";
  if (kind === "website")
    return "Check that the website is reachable without signing in, or upload its content as PDF documents instead.";
  return "Check that the file is a PDF with selectable text, then upload it again.";
}
