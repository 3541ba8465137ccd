import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../platform/db/schema.ts";
import { signUp, signUpWithCompany } from "../../test/factories.ts";
import { startTestApp, type TestApp } from "../../test/test-app.ts";

let testApp: TestApp;
beforeAll(async () => (testApp = await startTestApp()));
afterAll(() => testApp.close());

const request = (method: "GET" | "POST" | "DELETE", url: string, headers: object, payload?: object) =>
  testApp.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });

describe("organisations", () => {
  it("creates the user's one organisation with the spec's defaults and lists it", async () => {
    const user = await signUp(testApp.app);
    const created = await request("POST", "/api/companies", user.auth, {
      name: "  Acme Demos ",
      description: "No description provided",
      website: "https://acme.example",
      logo: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: "Acme Demos",
      display_name: "Acme Demos",
      website: "https://acme.example",
      logo: null,
      is_active: true,
      subscription_plan: "free",
      subscription_status: "active",
      billing_cycle: "monthly",
    });

    const list = await request("GET", "/api/companies", user.auth);
    expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(["Acme Demos"]);
  });

  it("refuses a second organisation with 409", async () => {
    const user = await signUpWithCompany(testApp.app);
    const second = await request("POST", "/api/companies", user.auth, { name: "Second Org" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, error: "You already have an organization" });
  });

  it.each([
    [{}, "Company name is required"],
    [{ name: "   " }, "Company name is required"],
    [{ name: " A " }, "Company name must be at least 2 characters"],
    [{ name: "x".repeat(100) }, "Company name must be less than 100 characters"],
    [{ name: "Acme", website: "acme.example" }, "Website must be a valid URL"],
    [{ name: "Acme", logo: "ftp://logo.png" }, "Logo must be a valid URL"],
  ])("rejects %j with the spec's message and creates nothing", async (payload, error) => {
    const user = await signUp(testApp.app);
    const response = await request("POST", "/api/companies", user.auth, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect((await request("GET", "/api/companies", user.auth)).json().data).toEqual([]);
  });

  it("needs a signed-in user", async () => {
    expect((await request("GET", "/api/companies", {})).statusCode).toBe(401);
    expect((await request("POST", "/api/companies", {}, { name: "Acme" })).statusCode).toBe(401);
  });

  it("deletes the caller's organisation", async () => {
    const user = await signUpWithCompany(testApp.app);
    const response = await request("DELETE", "/api/companies", user.auth);
    expect(response.json()).toEqual({ success: true, message: "Company deleted successfully" });
    expect((await request("GET", "/api/companies", user.auth)).json().data).toEqual([]);
  });

  it("cannot delete another user's organisation, whatever id is sent", async () => {
    const owner = await signUpWithCompany(testApp.app, "Owner Org");
    const intruder = await signUpWithCompany(testApp.app, "Intruder Org");

    for (const id of [owner.companyId, "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
      const response = await request("DELETE", `/api/companies/${id}`, intruder.auth);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe("Company not found");
    }
    const [row] = await testApp.database.db.select().from(companies).where(eq(companies.id, owner.companyId));
    expect(row?.name).toBe("Owner Org");

    const own = await request("DELETE", `/api/companies/${intruder.companyId}`, intruder.auth);
    expect(own.statusCode).toBe(200);
  });
});

describe("profile updates", () => {
  it("updates the caller's own names", async () => {
    const user = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}/profile`,
      headers: user.auth,
      payload: { first_name: " Grace ", last_name: "Hopper" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: "Grace",
      last_name: "Hopper",
      role: "owner",
    });
  });

  it("refuses to update another user's profile and changes nothing", async () => {
    const victim = await signUp(testApp.app);
    const intruder = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: "PUT",
      url: `/api/users/${victim.id}/profile`,
      headers: intruder.auth,
      payload: { first_name: "Hacked", last_name: "Name" },
    });
    expect(response.statusCode).toBe(403);
    const profile = await testApp.app.inject({ method: "GET", url: "/api/auth/profile", headers: victim.auth });
    expect(profile.json().data.first_name).toBe("Ada");
  });

  it("requires both names", async () => {
    const user = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: "PUT",
      url: `/api/users/${user.id}/profile`,
      headers: user.auth,
      payload: { first_name: "", last_name: "Hopper" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("First name is required");
  });
});
