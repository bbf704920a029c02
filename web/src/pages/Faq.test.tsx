import { MantineProvider } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { publicCopyTe } from "@matrimony/shared/copy/te/public";
import { FAQ_ITEMS } from "../features/public/faq";
import { headFor, headHtml } from "../features/seo/pageHead";
import { addCopy, setLanguage, t } from "../i18n";
import { renderPage } from "../test/render";
import { cssVariablesResolver, theme } from "../theme";
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

describe("FAQ as a search engine reads it", () => {
  it("the server-rendered HTML (the prerender's) holds every answer, collapsed", () => {
    const html = renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <MemoryRouter initialEntries={["/faq"]}>
          <FaqPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ");
    for (const answer of [
      /matrimony website for Telugu-speaking families/,
      /Approval takes 24 hours or more/,
      /Premium subscription plan/,
      /cannot be undone/,
      /Monday to Saturday/,
    ]) {
      expect(text).toMatch(answer);
    }
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toMatch(/display:\s*none/);
  });

  it.each(["en", "te"] as const)(
    "its head carries the questions and answers as a schema.org FAQPage (%s)",
    async (language) => {
      addCopy(publicCopyTe, "te");
      await setLanguage(language, false);
      const head = headHtml(headFor("/faq", language));
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? "";
      const data = JSON.parse(json) as {
        "@type": string;
        inLanguage: string;
        mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
      };
      expect(data["@type"]).toBe("FAQPage");
      expect(data.inLanguage).toBe(language);
      expect(data.mainEntity.map((q) => q.name)).toEqual(
        FAQ_ITEMS.map((item) => t(item.question, { site: "Telugu Matrimony" })),
      );
      for (const q of data.mainEntity) {
        expect(q["@type"]).toBe("Question");
        expect(q.acceptedAnswer["@type"]).toBe("Answer");
        expect(q.acceptedAnswer.text).not.toMatch(/^faq\./);
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
        expect(q.acceptedAnswer.text).not.toMatch(/[{}]|\n/);
      }
      if (language === "en")
        expect(data.mainEntity[1]?.acceptedAnswer.text).toContain("Personal details Family details");
      expect(headHtml(headFor("/pay", language))).not.toContain("ld+json");
    },
  );
});
