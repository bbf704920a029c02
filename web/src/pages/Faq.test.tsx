import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderPage } from "../test/render";
import FaqPage from "./Faq.page";

describe("FAQ (SPEC §2)", () => {
  it("has exactly the five questions of the spec, in order", () => {
    renderPage(<FaqPage />, { route: "/faq" });
    expect(screen.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeInTheDocument();
    const questions = screen.getAllByRole("button").map((b) => b.textContent);
    expect(questions).toEqual([
      "What is Telugu Matrimony?",
      "How do I register?",
      "Are there any fees?",
      "How do I delete my profile?",
      "How do I contact customer support?",
    ]);
  });

  it.each([
    { question: "What is Telugu Matrimony?", answer: /matrimony website for Telugu-speaking families/ },
    { question: "How do I register?", answer: /Approval takes 24 hours or more/ },
    { question: "Are there any fees?", answer: /Premium subscription plan/ },
    { question: "How do I delete my profile?", answer: /Contact our customer support team.*cannot be undone/ },
    {
      question: "How do I contact customer support?",
      answer: /\+91\s98765\s43210.*support@telugumatrimony\.example.*Monday to Saturday/,
    },
  ])("opens '$question' to its answer", async ({ question, answer }) => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: "/faq" });
    const control = screen.getByRole("button", { name: question });
    expect(control).toHaveAttribute("aria-expanded", "false");
    await user.click(control);
    expect(control).toHaveAttribute("aria-expanded", "true");
    const panel = await screen.findByRole("region", { name: question });
    expect(panel.textContent?.replace(/\s+/g, " ")).toMatch(answer);
  });

  it("lists the four registration steps", async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: "/faq" });
    await user.click(screen.getByRole("button", { name: "How do I register?" }));
    const steps = (await screen.findByRole("region", { name: "How do I register?" })).querySelectorAll("li");
    expect([...steps].map((li) => li.textContent)).toEqual([
      "Personal details",
      "Family details",
      "Education and profession",
      "Partner preference",
    ]);
  });
});
