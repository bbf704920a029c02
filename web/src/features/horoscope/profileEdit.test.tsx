/** The pada, the rashi prefilled from star and pada, and kuja dosham in the profile edit. */
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProfilePage from "../../pages/Profile.page";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { makeMe } from "../../test/fixtures";
import { controlByLabel } from "../../test/byLabel";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

/**
 * A Mantine Select by its label. Found through the label, not getByRole(..., { name }), which names every
 * element of this long form on each call and took most of the test's time.
 */
function selectInput(name: string): HTMLElement {
  return controlByLabel(name);
}

/** Opens a Select and picks `option` in its own list (the listbox the input controls once open). */
async function pick(user: UserEvent, input: HTMLElement, option: string): Promise<void> {
  await user.click(input);
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error("The list did not open");
    return found;
  });
  expect(list).toHaveAttribute("role", "listbox");
  await user.click(within(list).getByRole("option", { name: option, hidden: true }));
}

describe("profile edit: horoscope details", () => {
  afterEach(() => notifications.clean());

  it("prefills the rashi from nakshatram and pada, warns when the member picks another, and saves pada and kuja dosham", async () => {
    const user = userEvent.setup({ delay: null });
    convex.setQuery("members:me", makeMe({ profile: { nakshatram: "Krittika" } }));
    renderPage(<ProfilePage />, { route: "/profile" });
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await screen.findByRole("heading", { name: "Edit My Profile" });

    await pick(user, selectInput("Pada"), "Pada 2");
    expect(selectInput("Rashi")).toHaveValue("Vrushabham (వృషభం)");
    expect(screen.queryByTestId("rashi-mismatch")).toBeNull();

    await pick(user, selectInput("Rashi"), "Mesham (మేషం)");
    expect(await screen.findByTestId("rashi-mismatch")).toHaveTextContent("the rashi is Vrushabham (వృషభం)");

    // "No" is also an option of the lifestyle questions: take the one in kuja dosham's own list.
    await pick(user, selectInput("Kuja dosham"), "No");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    const [[{ profile }]] = convex.mutation("members:update").mock.calls as [[{ profile: Record<string, unknown> }]];
    // The warning never blocks: the member's own rashi is saved.
    expect(profile).toMatchObject({ nakshatram: "Krittika", nakshatraPada: "2", rashi: "Mesham", kujaDosham: "No" });
  }, 120_000);
});
