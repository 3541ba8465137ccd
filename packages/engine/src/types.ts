/** One timed line of a transcript, in seconds from the start of the video. */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

export interface VideoSource {
  kind: "video";
  url: string;
  cues: TranscriptCue[];
}

export interface PdfSource {
  kind: "pdf";
  url: string;
  pages: { page: number; text: string }[];
}

export interface WebsiteSource {
  kind: "website";
  url: string;
  sections: { heading?: string; text: string }[];
}

/** The content of one Vemo: its videos, PDFs and web pages. */
export type Source = VideoSource | PdfSource | WebsiteSource;

export type SourceKind = Source["kind"];
