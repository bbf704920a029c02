import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { renderMenu } from "../../test/renderLaterMenu";

// Its own file: the menu's code must not have been fetched yet (LaterMenu.test.tsx fetches it).
it("a tap on the button before the menu's code is in fetches it and opens the menu", async () => {
  const user = userEvent.setup();
  renderMenu();
  const button = screen.getByRole("button", { name: "More" });
  expect(button).not.toHaveAttribute("aria-haspopup");
  await user.click(button);
  // Mantine draws a closed menu's items not at all (on `hidden`, see LaterMenu.test.tsx).
  expect(await screen.findByRole("menuitem", { name: "Settings", hidden: true })).toBeInTheDocument();
  // The button is drawn again inside the menu (Menu.Target), which marks it open.
  expect(screen.getByRole("button", { name: "More" })).toHaveAttribute("aria-expanded", "true");
});
