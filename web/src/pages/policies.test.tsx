import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { SITE } from "@matrimony/shared/site";
import { renderPage } from "../test/render";
import PrivacyPolicyPage from "./PrivacyPolicy.page";
import RefundPolicyPage from "./RefundPolicy.page";
import TermsPage from "./Terms.page";

const text = () => (screen.getByRole("main", { hidden: true }).textContent ?? "").replace(/\s+/g, " ");

function renderMain(ui: ReactElement, route: string) {
  return renderPage(<main>{ui}</main>, { route });
}

describe.each([
  { page: "privacy policy", ui: <PrivacyPolicyPage />, route: "/privacy-policy", title: "Privacy Policy" },
  { page: "terms and conditions", ui: <TermsPage />, route: "/termsconditions", title: "Terms and Conditions" },
])("$page (SPEC §2)", ({ ui, route, title }) => {
  it("has a title, a last-updated date and exactly nine sections", () => {
    renderMain(ui, route);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: \d{1,2} \w+ 202[56]$/)).toBeInTheDocument();
    const sections = screen.getAllByRole("heading", { level: 2 });
    expect(sections).toHaveLength(9);
    expect(sections.map((h) => h.textContent?.match(/^\d+/)?.[0])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
  });

  it("names the owner and the grievance contact, with no placeholder left unfilled", () => {
    renderMain(ui, route);
    expect(text()).toContain(SITE.owner);
    expect(text()).toContain(SITE.grievanceOfficer.email);
    expect(text()).not.toMatch(/\{\w+\}/);
  });
});

describe("privacy policy content", () => {
  it.each([
    ["data collected", /date, time and place of birth.*caste and religion.*Photos.*mobile number/],
    ["contact details only to Premium members", /phone numbers are shown only to Premium members/],
    ["photos only to approved members", /photos are shown only to approved members/],
    ["self-service deletion", /\/delete-account/],
    [
      "DPDP Act rights",
      /Digital Personal Data Protection Act, 2023.*corrected.*erased.*withdraw your consent.*nominate/,
    ],
    ["payments through Razorpay", /processed by Razorpay/],
  ])("covers %s", (_topic, pattern) => {
    renderMain(<PrivacyPolicyPage />, "/privacy-policy");
    expect(text()).toMatch(pattern);
  });
});

describe("terms content", () => {
  it("states users must be at least 18 and legally eligible to marry (21 for men, 18 for women)", () => {
    renderMain(<TermsPage />, "/termsconditions");
    const eligibility = screen.getByRole("heading", { level: 2, name: /Who can register/ }).parentElement;
    expect(eligibility).not.toBeNull();
    const words = (eligibility?.textContent ?? "").replace(/\s+/g, " ");
    expect(words).toMatch(/at least 18 years old/);
    expect(words).toMatch(/legally eligible to marry under Indian law: men must be at least 21 and women at least 18/);
  });

  it.each([
    ["no refunds", /All payments are final\. We do not give refunds/],
    ["governing law", /laws of India.*courts at Hyderabad, Telangana/],
    ["Premium validity", /valid for 365 days/],
  ])("covers %s", (_topic, pattern) => {
    renderMain(<TermsPage />, "/termsconditions");
    expect(text()).toMatch(pattern);
  });
});

describe("refund policy (SPEC §2)", () => {
  it("says refunds are not given, payments are final, last updated in 2025", () => {
    renderMain(<RefundPolicyPage />, "/refund-policy");
    expect(screen.getByRole("heading", { level: 1, name: "Refund Policy" })).toBeInTheDocument();
    expect(screen.getByText("Last updated: 15 March 2025")).toBeInTheDocument();
    const finalSection = screen.getByRole("heading", { level: 2, name: "Payments are final" }).parentElement;
    expect(within(finalSection ?? document.body).getByText(/We do not give refunds/)).toBeInTheDocument();
  });
});
