import { describe, expect, it } from "vitest";
import { createIndex } from "../indexing/create-index.ts";
import { contentSentences } from "./content-sentences.ts";
import { asksOthersWay, momentShowsSteps, saysAnAction } from "./procedure.ts";

describe("a sentence saying an action", () => {
  it("reads an imperative step, someone doing it, or its means", () => {
    expect(saysAnAction("Download the template from the Families page, fill it in, and upload it.")).toBe(true);
    expect(saysAnAction("Pairing takes a minute: scan the QR code on the sensor with the app.")).toBe(true);
    expect(saysAnAction("Then invite your reps and assign each one a territory.")).toBe(true);
    expect(saysAnAction("Setup takes ten minutes: you forward your support address and invite your agents.")).toBe(
      true,
    );
    expect(saysAnAction("Stuck? You can chat with us right inside the app.")).toBe(true);
    expect(saysAnAction("Alerts reach the people on duty by text message or email.")).toBe(true);
  });

  it("does not read a sentence that only names a thing or says a state", () => {
    expect(saysAnAction("The basic plan is free for one location with up to fifteen employees.")).toBe(false);
    expect(saysAnAction("Clinics using it see about forty percent fewer missed appointments.")).toBe(false);
    expect(saysAnAction("We are a small team based in Leeds.")).toBe(false);
    expect(saysAnAction("Green is running, yellow is waiting, red is stopped.")).toBe(false);
  });
});

describe("a how-to asking how others do a thing", () => {
  it("reads who the question asks about", () => {
    expect(asksOthersWay("How do clinics send us their test orders?")).toBe(true);
    expect(asksOthersWay("How do customers find out their bike is ready?")).toBe(true);
    expect(asksOthersWay("We run two vans. How do you bill a missed visit?")).toBe(true);
    expect(asksOthersWay("How do I add a new driver?")).toBe(false);
    expect(asksOthersWay("how can we send the invoice from a phone")).toBe(false);
    expect(asksOthersWay("How to move our jobs over?")).toBe(false);
  });
});

describe("the moment showing a how-to's steps", () => {
  const url = "https://tours.example/kilnly-tour.mp4";
  const index = createIndex([
    {
      kind: "video",
      url,
      cues: [
        { start: 30, end: 35, text: "Next, booking a firing." },
        { start: 35, end: 41, text: "Pick the kiln and the shelf space on the calendar." },
        { start: 90, end: 96, text: "Firings are twelve dollars a shelf." },
      ],
    },
  ]);
  const [leadIn, , price] = contentSentences(index);

  it("is the best sentence's own step: a lead-in and the steps right after it", () => {
    expect(momentShowsSteps(index, leadIn!, { url, start: 35 })).toBe(true);
    expect(momentShowsSteps(index, leadIn!, { url, start: 90 })).toBe(false);
    expect(momentShowsSteps(index, leadIn!, { url: "https://tours.example/other.mp4", start: 35 })).toBe(false);
  });

  it("is anywhere when the best sentence only prices the task", () => {
    expect(momentShowsSteps(index, price!, { url, start: 35 })).toBe(true);
  });
});
