import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SITE } from "@matrimony/shared/site";
import { renderPage } from "../test/render";
import AboutUsPage from "./AboutUs.page";
import ExplorePage from "./Explore.page";

describe("explore (SPEC §2)", () => {
  it("has a button to the external matches PDF, in a new tab", () => {
    renderPage(<ExplorePage />, { route: "/explore" });
    const pdf = screen.getByRole("link", { name: /View matches \(PDF\)/ });
    expect(pdf).toHaveAttribute("href", SITE.links.matchesPdf);
    expect(pdf).toHaveAttribute("target", "_blank");
  });
});

describe("about us (SPEC §2)", () => {
  it("has a title and a description", () => {
    renderPage(<AboutUsPage />, { route: "/about-us" });
    expect(screen.getByRole("heading", { level: 1, name: "About Us" })).toBeInTheDocument();
    expect(screen.getByText(/matrimony service for Telugu-speaking families/)).toBeInTheDocument();
  });
});
