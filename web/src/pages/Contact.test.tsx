import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SITE } from "@matrimony/shared/site";
import { renderPage } from "../test/render";
import ContactPage from "./Contact.page";

describe.each(["/contact", "/contact-us"])("contact page at %s (SPEC §2)", (route) => {
  it("offers call and WhatsApp chat on the one support line", () => {
    renderPage(<ContactPage />, { route });
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Call \+91\s98765\s43210/ })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=Hello/),
    );
  });

  it("shows the email, address and support hours", () => {
    renderPage(<ContactPage />, { route });
    // Found by its text: the <wbr> after "@" (a line-break point on phones) shows as a space in jsdom's accessible
    // name.
    const email = screen.getAllByRole("link").find((link) => link.textContent === SITE.supportEmail);
    expect(email).toHaveAttribute("href", `mailto:${SITE.supportEmail}`);
    expect(screen.getByText(SITE.address)).toBeInTheDocument();
    expect(screen.getByText(SITE.supportHours)).toBeInTheDocument();
  });
});
