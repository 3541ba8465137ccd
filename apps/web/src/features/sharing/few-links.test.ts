import { describe, expect, it } from "vitest";
import { readFewLinksCustomers } from "./few-links";
import type { FewLinksRow } from "./few-links";

const row = (id: number, name: string, email: string, company = ""): FewLinksRow => ({ id, name, email, company });

describe("readFewLinksCustomers", () => {
  it("sends the filled rows, skipping empty ones, with 'Unknown Company' for a blank company", () => {
    expect(
      readFewLinksCustomers([
        row(1, " Ada ", "Ada@Example.com", "Analytical"),
        row(2, "", ""),
        row(3, "Bob", "bob@example.com"),
      ]),
    ).toEqual({
      customers: [
        { clientName: "Ada", email: "ada@example.com", companyName: "Analytical" },
        { clientName: "Bob", email: "bob@example.com", companyName: "Unknown Company" },
      ],
    });
  });

  it("names a row that is only partly filled", () => {
    expect(readFewLinksCustomers([row(1, "Ada", "ada@example.com"), row(2, "Bob", "")])).toEqual({
      error: "Customer 2: Customer email is required",
    });
    expect(readFewLinksCustomers([row(1, "", "", "Acme")])).toEqual({ error: "Customer 1: Customer name is required" });
    expect(readFewLinksCustomers([row(1, "Ada", "not-an-address")])).toEqual({
      error: "Customer 1: Please enter a valid email address",
    });
  });

  it("needs at least one customer", () => {
    expect(readFewLinksCustomers([row(1, "", ""), row(2, " ", "")])).toEqual({
      error: "Please add at least one customer with a name and email",
    });
  });
});
