import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { interestsCopyTe } from "@matrimony/shared/copy/te/interests";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { safetyCopyTe } from "@matrimony/shared/copy/te/safety";
import { makeCard, makeMe } from "../../test/fixtures";
import { addCopy, setLanguage } from "../../i18n";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { MatchCard } from "./MatchCard";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

/** The same card data across the switch, as a list keeps Convex's answer: memo sees no new props. */
const CARD = makeCard(5);

describe("MatchCard", () => {
  it("redraws in the new language on a switch, with the same card data and no reload", async () => {
    convex.setQuery("members:me", makeMe());
    convex.setQuery("safety:shortlistedIdList", []);
    addCopy({ ...memberCopyTe, ...interestsCopyTe, ...safetyCopyTe }, "te");
    renderPage(<MatchCard card={CARD} />, { route: "/home" });
    expect(screen.getByText(/^30 yrs/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Shortlist" })).toBeInTheDocument();

    await act(() => setLanguage("te"));
    expect(
      screen.getByText(new RegExp(`^30 ${memberCopyTe["matchCard.ageHeight"].split(" ")[1] ?? ""}`)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/yrs/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Shortlist" })).toBeNull();
  });
});
