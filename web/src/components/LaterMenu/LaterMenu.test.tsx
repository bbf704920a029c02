import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { markFirstPageDrawn } from "../../features/boot/afterFirstPage";
import { renderMenu } from "../../test/renderLaterMenu";

const fetched = vi.hoisted(() => ({ count: 0 }));
vi.mock("./mantineMenu", async (importOriginal) => {
  fetched.count += 1;
  return importOriginal();
});

// The module keeps the menu's code once fetched, so these run in order: before and after the first page.
describe("LaterMenu", () => {
  it("draws its button alone, without fetching the menu's code, until the first page has been drawn", async () => {
    renderMenu();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched.count).toBe(0);
    expect(screen.getByRole("button", { name: "More" })).not.toHaveAttribute("aria-haspopup");
  });

  it("then fetches the code when the browser is idle and mounts the menu, which a tap opens", async () => {
    const user = userEvent.setup();
    renderMenu();
    markFirstPageDrawn();
    // Mounted, the menu draws the button anew inside it (Menu.Target), marked as opening a menu.
    await waitFor(() => expect(screen.getByRole("button", { name: "More" })).toHaveAttribute("aria-haspopup", "menu"));
    expect(fetched.count).toBe(1);
    await user.click(screen.getByRole("button", { name: "More" }));
    // Mantine draws a closed menu's items not at all. (jsdom lays nothing out, so floating-ui takes the
    // button for hidden and the dropdown is not shown: hence `hidden`.)
    expect(await screen.findByRole("menuitem", { name: "Settings", hidden: true })).toBeInTheDocument();
  });
});
