import { describe, expect, it } from "vitest";
import { composeExtractiveAnswer, NOT_FOUND_ANSWER } from "./extractive-answer.ts";
import type { Evidence } from "./evidence.ts";

const exportSteps: Evidence = {
  kind: "video",
  url: "https://videos.example.com/reports.mp4",
  start: 40,
  score: 5,
  text:
    "Now let's export a report. Open the Reports tab and click Export. The export menu offers CSV and PDF. " +
    "A PDF export keeps the charts. A CSV export holds the raw rows of the report. The weather is nice today.",
};

// A concise style, and a moment of a video whose evidence is `text`.
const style = { tone: "balanced", conciseResponses: true, technicalDetails: false } as const;
const moment = (text: string): Evidence => ({
  kind: "video",
  url: "https://videos.example.com/a.mp4",
  start: 60,
  score: 1,
  text,
});

describe("composeExtractiveAnswer", () => {
  it("starts where the answer begins and adds the sentences closest to the question", () => {
    const answer = composeExtractiveAnswer("How do I export a report?", exportSteps, {
      tone: "balanced",
      conciseResponses: true,
      technicalDetails: false,
    });
    expect(answer.startsWith("Now let's export a report.")).toBe(true);
    expect(answer.split(/(?<=\.) /)).toHaveLength(2);
  });

  it("opens on a tour's answering sentence even when a later one shares more of the question's words", () => {
    const question = "Our buyers can't pay for a whole boat at once. What can we offer them?";
    const text =
      "And if they're short of cash it offers a loan right. " +
      "At checkout so buyers pay for the boat in twelve parts, which wins us a lot of sales.";
    expect(composeExtractiveAnswer(question, moment(text), style)).toMatch(/^At checkout/);
    expect(composeExtractiveAnswer(question, { ...moment(text), answerAt: 0 }, style)).toMatch(
      /^And if they're short of cash it offers a loan right\./,
    );
  });

  it("gives more sentences without concise responses and with technical details", () => {
    const question = "How do I export a report as CSV or PDF?";
    const concise = composeExtractiveAnswer(question, exportSteps, {
      tone: "casual",
      conciseResponses: true,
      technicalDetails: false,
    });
    const detailed = composeExtractiveAnswer(question, exportSteps, {
      tone: "formal",
      conciseResponses: false,
      technicalDetails: true,
    });
    expect(detailed.length).toBeGreaterThan(concise.length);
    expect(detailed).not.toMatch(/weather/);
  });

  it("turns unpunctuated auto-captions into a sentence", () => {
    const captions: Evidence = {
      ...exportSteps,
      text: "so the first stretch is the doorway stretch put both hands on the frame",
    };
    const answer = composeExtractiveAnswer("doorway stretch", captions, {
      tone: "balanced",
      conciseResponses: true,
      technicalDetails: false,
    });
    expect(answer).toBe("So the first stretch is the doorway stretch put both hands on the frame.");
  });

  it("leaves out the title a PDF page's text runs into its first sentence", () => {
    const page = (text: string): Evidence => ({ kind: "pdf", url: "guide.pdf", start: 0, page: 1, score: 3, text });
    expect(
      composeExtractiveAnswer(
        "What is a Vemo?",
        page("Vemo guide: creating a Vemo A Vemo is an interactive demo page. It has a chat."),
        style,
      ),
    ).toBe("A Vemo is an interactive demo page.");
    expect(
      composeExtractiveAnswer(
        "How do I share a Vemo?",
        page("Vemo guide: sharing and analytics Pro organisations share a Vemo through one link."),
        style,
      ),
    ).toBe("Pro organisations share a Vemo through one link.");
    expect(
      composeExtractiveAnswer(
        "Which links are supported?",
        page("Supported video links: YouTube, Loom and Vimeo."),
        style,
      ),
    ).toBe("Supported video links: YouTube, Loom and Vimeo.");
  });

  it("leaves out a PDF page's title on a line of its own, whatever its wording", () => {
    const page: Evidence = {
      kind: "pdf",
      url: "security.pdf",
      start: 0,
      page: 2,
      score: 3,
      text: "Data security\n\nCustomer data is encrypted at rest. Keys rotate.",
    };
    expect(composeExtractiveAnswer("Is data security covered?", page, style)).toBe(
      "Customer data is encrypted at rest.",
    );
  });

  it("gives whole sentences, leaving out one that speaks of nothing asked", () => {
    const answer = composeExtractiveAnswer("How do I export a report?", exportSteps, {
      tone: "formal",
      conciseResponses: false,
      technicalDetails: true,
    });
    expect(answer).not.toMatch(/…$/);
    expect(answer).not.toMatch(/weather/);
  });

  it("reads on from a short spoken sentence to the one saying what it means, but not into a sign-off", () => {
    const moment = (text: string): Evidence => ({
      kind: "video",
      url: "https://videos.example.com/a.mp4",
      start: 50,
      score: 1,
      text,
    });
    expect(
      composeExtractiveAnswer(
        "Does it help with alcohol taxes?",
        moment("We also do the tax side. The monthly excise report is filled in for you. Wholesale orders come next."),
        style,
      ),
    ).toBe("We also do the tax side. The monthly excise report is filled in for you.");
    expect(
      composeExtractiveAnswer(
        "When are reminders sent?",
        moment("Reminders go out the day before. That's the tour."),
        style,
      ),
    ).toBe("Reminders go out the day before.");
    expect(
      composeExtractiveAnswer(
        "Am I locked into a contract?",
        moment("There's no setup fee and no long contract. You pay month to month. Pricing is simple."),
        style,
      ),
    ).toBe("There's no setup fee and no long contract. You pay month to month.");
    expect(
      composeExtractiveAnswer(
        "Do you sync with calendars?",
        moment("Bookings sync with your calendar both ways. Pricing is simple."),
        style,
      ),
    ).toBe("Bookings sync with your calendar both ways.");
  });

  it("reads on to the sentence right after it that holds the kind of answer asked for", () => {
    const moment: Evidence = {
      kind: "video",
      url: "https://videos.example.com/a.mp4",
      start: 120,
      score: 1,
      text:
        "There's no fee to join and no minimum commitment in your first year. After that, we ask for twenty five " +
        "active seats. Calloway runs in data centers in the US and the UK.",
    };
    expect(composeExtractiveAnswer("What's the minimum number of seats after the first year?", moment, style)).toBe(
      "There's no fee to join and no minimum commitment in your first year. After that, we ask for twenty five active seats.",
    );
  });

  it("reads on to the next sentence when it refers back or says a word of the question, not to the tour's next point", () => {
    expect(
      composeExtractiveAnswer(
        "What happens if we go over 2000 texts?",
        moment(
          "On price, it's one hundred and nineteen dollars a month per store, and that includes two thousand texts. " +
            "After that, they are two cents each. Setup takes an afternoon.",
        ),
        style,
      ),
    ).toBe(
      "On price, it's one hundred and nineteen dollars a month per store, and that includes two thousand texts. " +
        "After that, they are two cents each.",
    );
    expect(
      composeExtractiveAnswer(
        "Is there a long-term contract?",
        moment(
          "Pricing is twenty five dollars per truck per month and there's no long contract. That means you can cancel " +
            "any month. Our support line is open around the clock.",
        ),
        style,
      ),
    ).toBe(
      "Pricing is twenty five dollars per truck per month and there's no long contract. That means you can cancel any month.",
    );
    expect(
      composeExtractiveAnswer(
        "How long do you keep a record of who changed a setting?",
        moment("Every change in these settings is kept in an audit log for two years. That's the tour, bye for now."),
        style,
      ),
    ).toBe("Every change in these settings is kept in an audit log for two years.");
    expect(
      composeExtractiveAnswer(
        "Can it send reminders to tenants?",
        moment(
          "Send email reminders to tenants who have not paid. The team is ISO 27001 certified, and audited yearly.",
        ),
        style,
      ),
    ).toBe("Send email reminders to tenants who have not paid.");
    // The tour's next point, even said as a short statement, is not part of the answer.
    expect(
      composeExtractiveAnswer(
        "Can I bring over my data from RepairShopr?",
        moment(
          "You can import your customers and inventory from a spreadsheet or from RepairShopr. It runs in the browser.",
        ),
        style,
      ),
    ).toBe("You can import your customers and inventory from a spreadsheet or from RepairShopr.");
  });

  it("reads on after a lead-in and its answer to a sentence referring back, not into a live session's sign-off", () => {
    expect(
      composeExtractiveAnswer(
        "Can you pay referees in Canada?",
        moment(
          "What about paying the referees? Game fees are worked out by grade, and every Friday the refs are paid by " +
            "direct deposit. That's US and Canadian bank accounts. Registration?",
        ),
        style,
      ),
    ).toBe(
      "What about paying the referees? Game fees are worked out by grade, and every Friday the refs are paid by " +
        "direct deposit. That's US and Canadian bank accounts.",
    );
    expect(
      composeExtractiveAnswer(
        "Is there an Android app?",
        moment(
          "Do you support Android and iPhone? Yes, both, and there's a web app for the office. That's all we have " +
            "time for, thanks everyone.",
        ),
        style,
      ),
    ).toBe("Do you support Android and iPhone? Yes, both, and there's a web app for the office.");
  });

  it("after a lead-in, reads on from an answer that is short by itself", () => {
    expect(
      composeExtractiveAnswer(
        "How does it stop drivers taking a trailer that's overdue for service?",
        moment(
          "Question four: what happens when a trailer misses its service date? Fleetly locks it. No driver can take " +
            "it out until the workshop signs it off. Next, fuel cards.",
        ),
        style,
      ),
    ).toBe(
      "Question four: what happens when a trailer misses its service date? Fleetly locks it. No driver can take it " +
        "out until the workshop signs it off.",
    );
  });

  it("reads on to a sentence referring back even when a later point says the question's words", () => {
    expect(
      composeExtractiveAnswer(
        "Can we pay our tutors in Mexico?",
        moment(
          "And paying your tutors? Hours are totted up per lesson, and each month the tutors get a bank transfer. " +
            "That covers Mexican and US accounts. Pricing? Schools pay three dollars per lesson, and tutors pay nothing.",
        ),
        style,
      ),
    ).toBe(
      "And paying your tutors? Hours are totted up per lesson, and each month the tutors get a bank transfer. That " +
        "covers Mexican and US accounts.",
    );
  });

  it("opens on the sentence before when the answer's first one says more of it, beyond the style's sentences", () => {
    expect(
      composeExtractiveAnswer(
        "Is support available at night?",
        moment(
          "Support is by phone and by email twenty four hours, because labs work late. Also at night, the couriers " +
            "have an app on Android and iPhone. Each courier sees the route.",
        ),
        style,
      ),
    ).toBe(
      "Support is by phone and by email twenty four hours, because labs work late. Also at night, the couriers have " +
        "an app on Android and iPhone.",
    );
    expect(
      composeExtractiveAnswer(
        "Can alerts go to Slack?",
        moment(
          "Quillmate warns your staff before a ticket breaches its target. Those warnings go to Slack or Teams. " +
            "The Slack channel is picked per inbox.",
        ),
        style,
      ),
    ).toBe(
      "Quillmate warns your staff before a ticket breaches its target. Those warnings go to Slack or Teams. The Slack " +
        "channel is picked per inbox.",
    );
    // "Plus is…" names a plan: it says nothing more of the sentence before it.
    expect(
      composeExtractiveAnswer(
        "How much is Plus per employee?",
        moment(
          "The basic plan is free for one location. Plus is four dollars per employee per month and adds the time clock.",
        ),
        style,
      ),
    ).toBe("Plus is four dollars per employee per month and adds the time clock.");
  });

  it("reads on to the sentence after its first that the tour's ranking says holds the rest of its point", () => {
    const evidence = moment(
      "Kennelry costs forty dollars a month for each kennel site. Registered charities get half off. " +
        "Support answers by phone every day.",
    );
    // "Registered charities get half off." says no word of the question, but the tour's ranking put it second (`after`).
    expect(composeExtractiveAnswer("Is there a better rate for rescues?", evidence, style)).toBe(
      "Kennelry costs forty dollars a month for each kennel site.",
    );
    expect(
      composeExtractiveAnswer(
        "Is there a better rate for rescues?",
        { ...evidence, after: "Registered charities get half off." },
        style,
      ),
    ).toBe("Kennelry costs forty dollars a month for each kennel site. Registered charities get half off.");
  });

  it("reads on from an answer that ends on a question or a bare reply to the sentence that says it", () => {
    expect(
      composeExtractiveAnswer(
        "The client changed the wallpaper after signing off. What now?",
        moment(
          "The client picks new wallpaper after signing off the design. What happens to the wallpaper order? " +
            "[door bell]. Papersmith opens a second version of the design and keeps the signed one on file.",
        ),
        style,
      ),
    ).toBe(
      "The client picks new wallpaper after signing off the design. What happens to the wallpaper order? [door " +
        "bell]. Papersmith opens a second version of the design and keeps the signed one on file.",
    );
    expect(
      composeExtractiveAnswer(
        "Can it handle rooms that need painting at different intervals?",
        moment(
          'Ana writes: "Some rooms need painting at different intervals. Can Brushly track that?" Yes, Ana. ' +
            "Each room keeps its own interval, from every year to every five years.",
        ),
        style,
      ),
    ).toBe(
      'Ana writes: "Some rooms need painting at different intervals. Can Brushly track that?" Yes, Ana. Each room ' +
        "keeps its own interval, from every year to every five years.",
    );
  });

  it('reads on to a sentence opening on "It…", the thing the answer names, but does not open on the one before it', () => {
    expect(
      composeExtractiveAnswer(
        "Is the app in the browser?",
        moment("Tillwise is an app you open in the browser. It runs on any laptop, Windows or Mac. Next, the reports."),
        style,
      ),
    ).toBe("Tillwise is an app you open in the browser. It runs on any laptop, Windows or Mac.");
    expect(
      composeExtractiveAnswer(
        "What does the oak board cost?",
        moment("Pricing is simple. It's nine dollars for an oak board and six for pine."),
        style,
      ),
    ).toBe("It's nine dollars for an oak board and six for pine.");
  });

  it("says so when there is no evidence", () => {
    expect(
      composeExtractiveAnswer("anything", undefined, {
        tone: "balanced",
        conciseResponses: true,
        technicalDetails: false,
      }),
    ).toBe(NOT_FOUND_ANSWER);
  });
});
