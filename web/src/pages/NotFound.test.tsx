import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "../test/render";
import NotFoundPage from "./NotFound.page";

describe("not found (SPEC §2, §8)", () => {
  it("says 'Oops! Page Not Found' and links to the homepage", async () => {
    const user = userEvent.setup();
    renderPage(<NotFoundPage />, { route: "/no-such-page", path: "*", otherRoutes: { "/": <p>landing page</p> } });
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page Not Found" })).toBeInTheDocument();
    const home = screen.getByRole("link", { name: "Go to the homepage" });
    expect(home).toHaveAttribute("href", "/");
    await user.click(home);
    expect(await screen.findByText("landing page")).toBeInTheDocument();
  });
});
