import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeMe } from "../features/members/testing/fixtures";
import type { Me } from "../features/session/useSession";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import MatchingPreferencePage from "./MatchingPreference.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

function renderPreference(me: Me | null = makeMe()) {
  convex.setQuery("members:me", me);
  return renderPage(<MatchingPreferencePage />, { route: "/matching-preference" });
}

/** A Mantine Select: a combobox, or a textbox when it is searchable. */
function select(name: string): HTMLElement {
  return screen.queryByRole("combobox", { name }) ?? screen.getByRole("textbox", { name });
}

/**
 * Opens the select and picks an option. The options are looked up with `hidden: true` because Mantine's
 * dropdown transition never finishes in jsdom (test/render.tsx does not set MantineProvider env="test").
 */
async function choose(user: UserEvent, field: string, option: string) {
  await user.click(select(field));
  await user.click(await screen.findByRole("option", { name: option, hidden: true }));
}

describe("/matching-preference", () => {
  afterEach(() => {
    notifications.clean();
  });

  it("shows the current partner preference", () => {
    renderPreference();
    expect(screen.getByText("Partner living in")).toBeInTheDocument();
    expect(screen.getByText("India")).toBeInTheDocument();
    expect(screen.getByText("Andhra Pradesh")).toBeInTheDocument();
    expect(screen.getByText("All")).toBeInTheDocument();
  });

  it("saves a change to NRI with a country, dropping the state, and returns to view mode", async () => {
    const user = userEvent.setup();
    renderPreference();
    await user.click(screen.getByRole("button", { name: "Edit Preference" }));
    await choose(user, "Partner living in", "NRI");
    expect(screen.queryByRole("combobox", { name: "Partner's state" })).not.toBeInTheDocument();
    await choose(user, "Partner's country", "USA");
    await choose(user, "Partner's profession sector", "Government");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Matching preference updated.")).toBeInTheDocument();
    expect(convex.mutation("members:updatePreference")).toHaveBeenCalledWith({
      preference: { partnerPreferenceType: "NRI", nriCountry: "USA", partnerstate: "", partnerprofessionSector: "Government" },
    });
    expect(screen.getByRole("button", { name: "Edit Preference" })).toBeInTheDocument();
  });

  it("asks for the partner's state when the preference is India", async () => {
    const user = userEvent.setup();
    renderPreference(makeMe({ profile: { partnerPreferenceType: "India", partnerstate: undefined } }));
    await user.click(screen.getByRole("button", { name: "Edit Preference" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Select the state your partner should be from.")).length).toBeGreaterThan(0);
    expect(convex.mutation("members:updatePreference")).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and stays in edit mode", async () => {
    const user = userEvent.setup();
    convex.mutation("members:updatePreference").mockRejectedValue(new Error("offline"));
    renderPreference();
    await user.click(screen.getByRole("button", { name: "Edit Preference" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Matching preference update failed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
  });

  it.each([
    { case: "no login", auth: { isLoading: false, isAuthenticated: false }, me: null, expected: "No user logged in..." },
    { case: "a login without a profile", auth: { isLoading: false, isAuthenticated: true }, me: null, expected: "No user data available" },
  ])("says '$expected' for $case", ({ auth, me, expected }) => {
    convex.setAuth(auth);
    renderPreference(me);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
