import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeMe } from "../test/fixtures";
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
  const input = select(field);
  await user.click(input);
  // The page has more than one list with the same options (the partner's country, and refine's countries).
  const listbox = input.getAttribute("aria-controls");
  const scope = listbox === null ? screen : within(document.getElementById(listbox) ?? document.body);
  await user.click(await scope.findByRole("option", { name: option, hidden: true }));
}

/** What the refine form sends when every choice is left at "Doesn't matter". */
const OPEN_REFINE = {
  ageMin: "any",
  ageMax: "any",
  heightMin: "any",
  heightMax: "any",
  maritalStatuses: ["any"],
  nativeDistricts: ["any"],
  nriCountries: ["any"],
  educationLevels: ["any"],
  withPhotoOnly: false,
  verifiedOnly: false,
  horoscope: "notNeeded",
  minGuna: 18,
  excludeSameGotram: false,
};

/** The edit form holds the refine section's long lists (districts, countries): slow to drive in jsdom. */
const FORM_TEST_MS = 60_000;

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

  it(
    "saves a change to NRI with a country, dropping the state, and returns to view mode",
    async () => {
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
        preference: {
          partnerPreferenceType: "NRI",
          nriCountry: "USA",
          partnerstate: "",
          partnerprofessionSector: "Government",
        },
        refine: OPEN_REFINE,
      });
      expect(screen.getByRole("button", { name: "Edit Preference" })).toBeInTheDocument();
    },
    FORM_TEST_MS,
  );

  it(
    "asks for the partner's state when the preference is India",
    async () => {
      const user = userEvent.setup();
      renderPreference(makeMe({ profile: { partnerPreferenceType: "India", partnerstate: undefined } }));
      await user.click(screen.getByRole("button", { name: "Edit Preference" }));
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect((await screen.findAllByText("Select the state your partner should be from.")).length).toBeGreaterThan(0);
      expect(convex.mutation("members:updatePreference")).not.toHaveBeenCalled();
    },
    FORM_TEST_MS,
  );

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
    {
      case: "no login",
      auth: { isLoading: false, isAuthenticated: false },
      me: null,
      expected: "No user logged in...",
    },
    {
      case: "a login without a profile",
      auth: { isLoading: false, isAuthenticated: true },
      me: null,
      expected: "No user data available",
    },
  ])(
    "says '$expected' for $case",
    ({ auth, me, expected }) => {
      convex.setAuth(auth);
      renderPreference(me);
      expect(screen.getByText(expected)).toBeInTheDocument();
    },
    FORM_TEST_MS,
  );

  it(
    "saves refine choices (age range, exclude same gotram, horoscope Required) and shows them in view mode",
    async () => {
      const user = userEvent.setup();
      renderPreference();
      await user.click(screen.getByRole("button", { name: "Edit Preference" }));
      await user.click(screen.getByRole("switch", { name: /Leave out matches of my own gotram/ }));
      await choose(user, "Youngest", "24");
      await choose(user, "Oldest", "30");
      await user.click(screen.getByText("Required"));
      expect(screen.getByRole("textbox", { name: /Minimum guna score/ })).toHaveValue("18");
      await user.click(screen.getByRole("button", { name: "Save" }));

      expect(await screen.findByText("Matching preference updated.")).toBeInTheDocument();
      expect(convex.mutation("members:updatePreference")).toHaveBeenCalledWith({
        preference: {
          partnerPreferenceType: "India",
          nriCountry: "",
          partnerstate: "Andhra Pradesh",
          partnerprofessionSector: "All",
        },
        refine: { ...OPEN_REFINE, ageMin: "24", ageMax: "30", horoscope: "required", excludeSameGotram: true },
      });
    },
    FORM_TEST_MS,
  );

  it("shows stored refine choices, with Doesn't matter for the rest", () => {
    renderPreference(
      makeMe({
        profile: {
          matchFilters: {
            ageRange: { min: 24, max: 30 },
            maritalStatuses: ["Divorced"],
            horoscope: "required",
            minGuna: 20,
            excludeSameGotram: true,
          },
        },
      }),
    );
    expect(screen.getByText("24 to 30")).toBeInTheDocument();
    expect(screen.getByText("Divorced")).toBeInTheDocument();
    expect(screen.getByText("Required, at least 20 of 36 gunas")).toBeInTheDocument();
    expect(screen.getAllByText("Doesn't matter").length).toBeGreaterThanOrEqual(3);
  });

  it(
    "refuses an upside-down age range with a clear message and saves nothing",
    async () => {
      const user = userEvent.setup();
      renderPreference();
      await user.click(screen.getByRole("button", { name: "Edit Preference" }));
      await choose(user, "Youngest", "32");
      await choose(user, "Oldest", "25");
      await user.click(screen.getByRole("button", { name: "Save" }));
      expect((await screen.findAllByText("The youngest age cannot be above the oldest age.")).length).toBeGreaterThan(
        0,
      );
      expect(convex.mutation("members:updatePreference")).not.toHaveBeenCalled();
    },
    FORM_TEST_MS,
  );
});
