import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "../test/render";
import LandingPage from "./Landing.page";

describe("landing page (SPEC §2)", () => {
  it("leads with the site name, Register and Login", () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole("heading", { level: 1, name: /Telugu Matrimony/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register free" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it("shows the support number as a tap-to-call link", () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
  });

  it("opens WhatsApp with the greeting typed in", () => {
    renderPage(<LandingPage />);
    const whatsApp = screen.getByRole("link", { name: /Chat on WhatsApp/ });
    expect(whatsApp).toHaveAttribute(
      "href",
      `https://wa.me/919876543210?text=${encodeURIComponent("Hello Telugu Matrimony, I would like to know more about your services.")}`,
    );
    expect(whatsApp).toHaveAttribute("target", "_blank");
  });

  it("has the three services, the 400+ achievement and two testimonials", () => {
    renderPage(<LandingPage />);
    for (const service of ["Personalized matchmaking", "Secure platform", "Customer support"]) {
      expect(screen.getByRole("heading", { level: 3, name: service })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { level: 2, name: "Our achievements" })).toBeInTheDocument();
    expect(screen.getByText("400+")).toBeInTheDocument();
    expect(screen.getAllByRole("figure")).toHaveLength(2);
    expect(screen.getAllByRole("blockquote")).toHaveLength(2);
  });

  it("Rate Us goes to /rate-us", async () => {
    const user = userEvent.setup();
    renderPage(<LandingPage />, { otherRoutes: { "/rate-us": <p>rate us page</p> } });
    await user.click(screen.getByRole("link", { name: "Rate Us" }));
    expect(await screen.findByText("rate us page")).toBeInTheDocument();
  });
});
