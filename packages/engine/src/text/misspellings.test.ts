import { describe, expect, it } from "vitest";
import { withVemoSpelling, wordsSaid } from "./misspellings.ts";

const said = wordsSaid([
  "Every boiler keeps its serial number and warranty date, and the schedule shows each service visit.",
  "Bookings have a minimum length of two hours, and a stayover is a night. Invoices go out the same day.",
]);

describe("a question's misspelt words", { timeout: 20_000 }, () => {
  it("are read as the word the Vemo says one keystroke away", () => {
    expect(withVemoSpelling("does it keep warrenty dates on boilers", said)).toBe(
      "does it keep warranty dates on boilers",
    );
    expect(withVemoSpelling("is there a minimun booking lenght?", said)).toBe("is there a minimum booking length?");
    expect(withVemoSpelling("can i see each servcie visit", said)).toBe("can i see each service visit");
  });

  it("stay as typed when the dictionary knows them, they are short or names, or another form of a said word", () => {
    expect(withVemoSpelling("Does it schedule invoicing?", said)).toBe("Does it schedule invoicing?");
    expect(withVemoSpelling("any dats?", said)).toBe("any dats?");
    expect(withVemoSpelling("Can Warrenty staff log in?", said)).toBe("Can Warrenty staff log in?");
    expect(withVemoSpelling("are stayovers billed", said)).toBe("are stayovers billed");
  });
});
