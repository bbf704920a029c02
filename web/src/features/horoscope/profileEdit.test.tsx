/** The pada, the rashi prefilled from star and pada, and kuja dosham in the profile edit. */
import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import ProfilePage from "../../pages/Profile.page";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { makeMe } from "../../test/fixtures";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

/** A Mantine Select by its label (a combobox when searchable, a read-only textbox otherwise). */
function selectInput(name: string): HTMLElement {
  return screen.queryByRole("textbox", { name }) ?? screen.getByRole("combobox", { name });
}

describe("profile edit: horoscope details", () => {
  afterEach(() => notifications.clean());

  it("prefills the rashi from nakshatram and pada, warns when the member picks another, and saves pada and kuja dosham", async () => {
    const user = userEvent.setup();
    convex.setQuery("members:me", makeMe({ profile: { nakshatram: "Krittika" } }));
    renderPage(<ProfilePage />, { route: "/profile" });
    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await screen.findByRole("heading", { name: "Edit My Profile" });

    await user.click(selectInput("Pada"));
    await user.click(await screen.findByRole("option", { name: "Pada 2", hidden: true }));
    expect(selectInput("Rashi")).toHaveValue("Vrushabham (వృషభం)");
    expect(screen.queryByTestId("rashi-mismatch")).toBeNull();

    await user.click(selectInput("Rashi"));
    await user.click(await screen.findByRole("option", { name: "Mesham (మేషం)", hidden: true }));
    expect(await screen.findByTestId("rashi-mismatch")).toHaveTextContent("the rashi is Vrushabham (వృషభం)");

    // "No" is also an option of the lifestyle questions: take the one in kuja dosham's own list.
    const kuja = selectInput("Kuja dosham");
    await user.click(kuja);
    const kujaOptions = await screen.findByRole("listbox", { name: "Kuja dosham", hidden: true });
    await user.click(within(kujaOptions).getByRole("option", { name: "No", hidden: true }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile updated successfully!")).toBeInTheDocument();
    const [[{ profile }]] = convex.mutation("members:update").mock.calls as [[{ profile: Record<string, unknown> }]];
    // The warning never blocks: the member's own rashi is saved.
    expect(profile).toMatchObject({ nakshatram: "Krittika", nakshatraPada: "2", rashi: "Mesham", kujaDosham: "No" });
  }, 120_000);
});
