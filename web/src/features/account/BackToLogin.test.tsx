import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render";
import { BackToLogin } from "./BackToLogin";

describe("BackToLogin", () => {
  it("takes the visitor to the login page", async () => {
    renderPage(<BackToLogin />, { route: "/forgotpassword", otherRoutes: { "/login": <p>login page</p> } });
    fireEvent.click(screen.getByRole("link", { name: "Back to login" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });
});
