import { describe, expect, it } from "vitest";
import {
  cleanAnswerText,
  httpLink,
  movesPlayer,
  NO_ANSWER_TEXT,
  readAnswer,
  readSourceChips,
  splitLinks,
  splitParagraphs,
} from "./answer-text.ts";

describe("readAnswer", () => {
  it("takes the answer's own video and start", () => {
    expect(
      readAnswer({ answer: " Click Create. ", video_url: "https://youtu.be/dQw4w9WgXcQ", start: 42, sources: [] }),
    ).toEqual({
      text: "Click Create.",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      start: 42,
    });
  });

  it("falls back to the first video source with a start timestamp", () => {
    const answer = readAnswer({
      answer: "See the setup video.",
      video_url: null,
      start: 0,
      sources: [
        { source_type: "pdf", url: "guide.pdf", start_timestamp: null },
        { source_type: "video", url: "https://cdn.test/intro.mp4", start_timestamp: null },
        { source_type: "video", url: "https://cdn.test/setup.mp4", start_timestamp: "40.5" },
        { source_type: "video", url: "https://cdn.test/other.mp4", start_timestamp: 12 },
      ],
    });
    expect(answer).toEqual({ text: "See the setup video.", videoUrl: "https://cdn.test/setup.mp4", start: 40.5 });
  });

  it("passes the start through the 0–36000 s rule", () => {
    expect(readAnswer({ answer: "a", video_url: "https://cdn.test/a.mp4", start: "93" }).start).toBe(93);
    expect(readAnswer({ answer: "a", video_url: "https://cdn.test/a.mp4", start: -5 }).start).toBe(0);
    expect(readAnswer({ answer: "a", video_url: "https://cdn.test/a.mp4", start: 40000 }).start).toBe(0);
    expect(readAnswer({ answer: "a", video_url: "https://cdn.test/a.mp4", start: "soon" }).start).toBe(0);
  });

  it("names no video when neither the answer nor a source has one, keeping the start for the current video", () => {
    expect(
      readAnswer({
        answer: "From the guide.",
        video_url: null,
        start: 30,
        sources: [{ source_type: "pdf", url: "g.pdf", start_timestamp: null }],
      }),
    ).toEqual({
      text: "From the guide.",
      videoUrl: null,
      start: 30,
    });
  });

  it("says so when there is no answer text", () => {
    expect(readAnswer({ answer: "", video_url: null, start: 0, sources: [] }).text).toBe(NO_ANSWER_TEXT);
    expect(readAnswer({}).text).toBe("Sorry, I could not find an answer.");
  });
});

describe("movesPlayer", () => {
  it("keeps the viewer's place for an answer that names no video and no moment", () => {
    const declined = readAnswer({
      answer: "I couldn't find that in this demo's videos and documents.",
      video_url: null,
      start: 0,
      sources: [],
    });
    expect(movesPlayer(declined)).toBe(false);
    const fromGuide = readAnswer({
      answer: "Pro costs 29 dollars.",
      video_url: null,
      start: 0,
      sources: [{ source_type: "pdf", url: "guide.pdf", start_timestamp: null, page: 2 }],
    });
    expect(movesPlayer(fromGuide)).toBe(false);
  });

  it("moves it for a video moment, or a moment of the current video", () => {
    expect(movesPlayer(readAnswer({ answer: "a", video_url: "https://cdn.test/a.mp4", start: 0 }))).toBe(true);
    expect(movesPlayer(readAnswer({ answer: "a", video_url: null, start: 12 }))).toBe(true);
  });
});

describe("readSourceChips", () => {
  it("gives a play chip per video moment and a chip per document page or web page, in order", () => {
    const chips = readSourceChips([
      { source_type: "video", url: "https://cdn.test/tour.mp4", start_timestamp: 68 },
      { source_type: "video", url: "https://cdn.test/setup.mp4", start_timestamp: "5.5" },
      { source_type: "pdf", url: "https://files.test/guide.pdf", start_timestamp: null, page: 2 },
      { source_type: "website", url: "https://acme.test/pricing", start_timestamp: null, title: "Plans and pricing" },
      { source_type: "website", url: "https://acme.test/security", start_timestamp: null },
    ]);
    expect(chips).toEqual([
      { kind: "moment", label: "▶ 1:08", videoUrl: "https://cdn.test/tour.mp4", start: 68 },
      { kind: "moment", label: "▶ 0:05", videoUrl: "https://cdn.test/setup.mp4", start: 5.5 },
      { kind: "document", label: "PDF p. 2", href: "https://files.test/guide.pdf#page=2" },
      { kind: "document", label: "Plans and pricing", href: "https://acme.test/pricing" },
      { kind: "document", label: "acme.test", href: "https://acme.test/security" },
    ]);
  });

  it("shows an uploaded PDF without a link, and never links anything but a web address", () => {
    expect(readSourceChips([{ source_type: "pdf", url: "vemo-guide.pdf", start_timestamp: null, page: 1 }])).toEqual([
      { kind: "document", label: "PDF p. 1", href: null },
    ]);
    expect(
      readSourceChips([
        { source_type: "website", url: "javascript:alert(1)", start_timestamp: null, title: "Click me" },
      ]),
    ).toEqual([{ kind: "document", label: "Click me", href: null }]);
  });

  it("keeps at most three moments and leaves out duplicates and unreadable sources", () => {
    const moment = (start: unknown) => ({
      source_type: "video",
      url: "https://cdn.test/a.mp4",
      start_timestamp: start,
    });
    const chips = readSourceChips([
      moment(1),
      moment(1),
      null,
      { source_type: "video", url: "" },
      moment(null),
      moment(20),
      moment(40),
      moment(60),
    ]);
    expect(chips.map((chip) => chip.label)).toEqual(["▶ 0:01", "▶ 0:20", "▶ 0:40"]);
    expect(readSourceChips(undefined)).toEqual([]);
    expect(readSourceChips("video")).toEqual([]);
  });
});

describe("cleanAnswerText", () => {
  it("removes bold markers", () => {
    expect(cleanAnswerText("The **Pro** plan and __Enterprise__")).toBe("The Pro plan and Enterprise");
  });

  it("removes parenthetical page references", () => {
    expect(cleanAnswerText("Pro costs 29.9 dollars (see page 4). It has analytics (Guide, pages 2-3).")).toBe(
      "Pro costs 29.9 dollars. It has analytics.",
    );
    expect(cleanAnswerText("Share links (public or unique) work on Pro.")).toBe(
      "Share links (public or unique) work on Pro.",
    );
  });

  it("starts bullets and numbered items on new lines", () => {
    expect(cleanAnswerText("You get: • Fast answers • Video jumps")).toBe("You get:\n• Fast answers\n• Video jumps");
    expect(cleanAnswerText("Steps: 1. Open Create Vemo. 2. Paste a link. 3) Share it.")).toBe(
      "Steps:\n1. Open Create Vemo.\n2. Paste a link.\n3) Share it.",
    );
    expect(cleanAnswerText("Includes: - reporting. - alerts")).toBe("Includes:\n- reporting.\n- alerts");
  });

  it("leaves decimals and numbers inside sentences alone", () => {
    expect(cleanAnswerText("Pro costs 29.9 dollars, version 2. Then more")).toBe(
      "Pro costs 29.9 dollars, version 2. Then more",
    );
  });
});

describe("splitParagraphs", () => {
  it("splits before each en-dash and at blank lines", () => {
    expect(splitParagraphs("Two plans – Free and Pro – are offered.\n\nAsk away.")).toEqual([
      "Two plans",
      "– Free and Pro",
      "– are offered.",
      "Ask away.",
    ]);
  });

  it("keeps a hyphen and single line breaks inside a paragraph", () => {
    expect(splitParagraphs("A well-known tool\n• one")).toEqual(["A well-known tool\n• one"]);
  });
});

describe("links", () => {
  it("finds http and https links and leaves the sentence's punctuation outside", () => {
    expect(splitLinks("See https://vemo.test/docs. Or http://acme.test/a?b=1, then (https://x.test/y).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://vemo.test/docs", href: "https://vemo.test/docs" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "http://acme.test/a?b=1", href: "http://acme.test/a?b=1" },
      { kind: "text", text: ", then (" },
      { kind: "link", text: "https://x.test/y", href: "https://x.test/y" },
      { kind: "text", text: ")." },
    ]);
  });

  it("keeps balanced parentheses inside an address", () => {
    expect(splitLinks("https://en.wiki.test/Demo_(video)")).toEqual([
      { kind: "link", text: "https://en.wiki.test/Demo_(video)", href: "https://en.wiki.test/Demo_(video)" },
    ]);
  });

  it("never makes javascript: or other schemes a link", () => {
    expect(splitLinks("javascript:alert(1) and data:text/html,hi")).toEqual([
      { kind: "text", text: "javascript:alert(1) and data:text/html,hi" },
    ]);
    expect(httpLink("javascript:alert(1)")).toBeNull();
    expect(httpLink("https://vemo.test")).toBe("https://vemo.test/");
  });

  it("returns plain text unchanged", () => {
    expect(splitLinks("No links here")).toEqual([{ kind: "text", text: "No links here" }]);
    expect(splitLinks("")).toEqual([]);
  });
});
