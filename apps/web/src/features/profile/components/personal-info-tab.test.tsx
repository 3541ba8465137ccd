import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { buildAccessToken, buildUser, renderRoutes, storeSession, stubApi } from "../../../test-utils";
import { PersonalInfoTab } from "./personal-info-tab";

function renderTab() {
  return renderRoutes(
    [
      { path: "/profile", element: <PersonalInfoTab /> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    "/profile",
  );
}

describe("PersonalInfoTab", () => {
  beforeEach(() => storeSession(JSON.stringify(buildUser())));

  it("shows the e-mail read-only with the spec's note", () => {
    renderTab();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe("jane@acme.test");
    expect(email.readOnly).toBe(true);
    expect(screen.getByText("Email address cannot be changed")).toBeInTheDocument();
  });

  it("restores the stored names on Cancel and says the changes were discarded", async () => {
    renderTab();
    const user = userEvent.setup();
    const firstName = screen.getByLabelText("First name") as HTMLInputElement;
    await user.clear(firstName);
    await user.type(firstName, "Janet");

    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(firstName.value).toBe("Jane");
    expect(screen.getByRole("status").textContent).toBe("Changes discarded");
  });

  it("saves the names for the token's user and updates the stored record", async () => {
    localStorage.setItem("accessToken", buildAccessToken({ sub: "user-7", userId: "user-7", email: "jane@acme.test" }));
    const calls = stubApi((call) => ({
      body: { success: true, data: buildUser({ id: "user-7", ...(call.body as object) }) },
    }));
    renderTab();
    const user = userEvent.setup();
    const lastName = screen.getByLabelText("Last name");
    await user.clear(lastName);
    await user.type(lastName, " Smith ");

    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect((await screen.findByRole("status")).textContent).toBe("Profile updated successfully");
    expect(calls[0]).toMatchObject({
      method: "PUT",
      path: "/api/users/user-7/profile",
      body: { first_name: "Jane", last_name: "Smith" },
    });
    expect(JSON.parse(localStorage.getItem("user") ?? "{}")).toMatchObject({ last_name: "Smith" });
  });

  it("requires both names and clears a message when its field is edited", async () => {
    const calls = stubApi(() => undefined);
    renderTab();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("First name"));
    await user.clear(screen.getByLabelText("Last name"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(screen.getByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("First name"), "J");
    expect(screen.queryByText("First name is required")).not.toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's error", async () => {
    stubApi(() => ({ status: 403, body: { success: false, error: "You can only update your own profile" } }));
    renderTab();
    await userEvent.setup().click(screen.getByRole("button", { name: "Save Changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You can only update your own profile");
  });

  it("sends a user without a token to /login", async () => {
    localStorage.removeItem("accessToken");
    const { router } = renderTab();
    await userEvent.setup().click(screen.getByRole("button", { name: "Save Changes" }));
    expect(router.state.location.pathname).toBe("/login");
  });
});
