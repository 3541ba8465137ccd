import { VIDEO_LINK_MESSAGES } from "@vemo/shared/rules/vemo-form";
import { describe, expect, it } from "vitest";
import {
  canSubmitVemo,
  checkVemoForm,
  emptyVemoForm,
  SOURCE_REQUIRED_MESSAGE,
  videoProblems,
  websiteProblems,
} from "./vemo-form";
import type { VemoFormValues } from "./vemo-form";

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

function form(
  overrides: { title?: string; videos?: string[]; websites?: string[]; calendlyLink?: string } = {},
): VemoFormValues {
  const empty = emptyVemoForm();
  return {
    title: overrides.title ?? "Product tour",
    videos: (overrides.videos ?? [""]).map((url, index) => ({ id: `v${index}`, url, captionFile: null })),
    websites: (overrides.websites ?? [""]).map((url, index) => ({ id: `w${index}`, url })),
    calendlyLink: overrides.calendlyLink ?? empty.calendlyLink,
  };
}

describe("the create form's rules", () => {
  it("starts with one empty video and one empty website", () => {
    const values = emptyVemoForm();
    expect(values.videos.map((row) => row.url)).toEqual([""]);
    expect(values.websites.map((row) => row.url)).toEqual([""]);
  });

  it("checks filled entries only", () => {
    const values = form({ videos: ["", "https://example.com/clip"], websites: ["example.com", ""] });
    expect(videoProblems(values)).toEqual([null, VIDEO_LINK_MESSAGES.unsupported]);
    expect(websiteProblems(values)).toEqual(["Please enter a valid URL", null]);
  });

  it("allows submit with one valid source or a document and no invalid entry", () => {
    expect(canSubmitVemo(form(), 0)).toBe(false);
    expect(canSubmitVemo(form(), 1)).toBe(true);
    expect(canSubmitVemo(form({ websites: ["https://acme.test"] }), 0)).toBe(true);
    expect(canSubmitVemo(form({ videos: [YOUTUBE, "nope"] }), 0)).toBe(false);
    expect(canSubmitVemo(form({ videos: [YOUTUBE], calendlyLink: "https://cal.com/jane" }), 0)).toBe(false);
  });

  it("builds the spec's payload from the filled entries", () => {
    const check = checkVemoForm(
      form({
        title: " Tour ",
        videos: ["", ` ${YOUTUBE} `, "https://www.loom.com/share/0123456789abcdef0123"],
        websites: ["https://acme.test/docs"],
        calendlyLink: "",
      }),
      "company-1",
      0,
    );
    expect(check).toEqual({
      isValid: true,
      body: {
        title: "Tour",
        description: "No description provided",
        companyId: "company-1",
        calendlyLink: null,
        videos: [
          { url: YOUTUBE, type: "youtube", title: "Video 1", order: 1 },
          { url: "https://www.loom.com/share/0123456789abcdef0123", type: "loom", title: "Video 2", order: 2 },
        ],
        websites: [{ url: "https://acme.test/docs", type: "website", title: "Website 1", order: 1 }],
        knowledgeSources: [{ url: "https://acme.test/docs", type: "website" }],
      },
    });
  });

  it("reports the title, the company, a missing source and each entry by its place in the list", () => {
    const check = checkVemoForm(form({ title: " ", videos: ["", `${YOUTUBE}&x=${"a".repeat(2100)}`] }), undefined, 0);
    expect(check).toEqual({
      isValid: false,
      titleError: "Title is required",
      formErrors: [
        "Company information is required. Please refresh the page and try again.",
        "Video 2: URL is too long",
      ],
    });
    expect(checkVemoForm(form(), "company-1", 0)).toMatchObject({
      isValid: false,
      formErrors: [SOURCE_REQUIRED_MESSAGE],
    });
  });
});
