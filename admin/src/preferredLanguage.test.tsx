/**
 * The member's chosen app language beside the name on the member record and on the support
 * lookup's call card, so the agent answers in it.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeConvex, paginate } from "./test/fakeConvex";
import { callCard, memberRecord } from "./test/fixtures";
import { renderConsole } from "./test/renderConsole";

const LANGUAGES = [
  ["te", "Language: Telugu"],
  ["en", "Language: English"],
  [null, "Language: Not chosen"],
] as const;

describe("the member's preferred language", () => {
  it.each(LANGUAGES)("member record: %j shows %j by the name", async (preferredLanguage, shown) => {
    const convex = new FakeConvex()
      .on("admin/members:get", () => ({ ...memberRecord, preferredLanguage }))
      .on("admin/members:list", (args) => paginate([], args));
    renderConsole({ convex, role: "support", route: "/members/p1/show" });
    const heading = await screen.findByRole("heading", { name: "Lakshmi Reddy" });
    const summary = heading.closest(".MuiCardContent-root");
    if (!(summary instanceof HTMLElement)) throw new Error("the summary card is missing");
    expect(within(summary).getByText(shown)).toBeInTheDocument();
    for (const [, other] of LANGUAGES) if (other !== shown) expect(screen.queryByText(other)).not.toBeInTheDocument();
  });

  it.each(LANGUAGES)("call card: %j shows %j", async (preferredLanguage, shown) => {
    const convex = new FakeConvex().on("admin/lookup:find", () => ({
      matchedBy: "phone",
      cards: [callCard({ preferredLanguage })],
    }));
    renderConsole({ convex, role: "support", route: "/lookup" });
    await userEvent.type(await screen.findByLabelText(/phone, profile code, email or name/i), "9876543210");
    const card = await screen.findByRole("article", { name: "Lakshmi Reddy (TM23ABCD)" });
    expect(within(card).getByText(shown)).toBeInTheDocument();
    for (const [, other] of LANGUAGES)
      if (other !== shown) expect(within(card).queryByText(other)).not.toBeInTheDocument();
  });
});
