import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeCard } from "../../test/fixtures";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { SawMyNumberList, ViewedMeList } from "./ViewerLists";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

describe("ViewedMeList", () => {
  it("says so when nobody has opened the page", () => {
    convex.setPaginated("viewers:viewedMe", { results: [], status: "Exhausted" });
    renderPage(<ViewedMeList />);
    expect(screen.getByText("No member has opened your profile yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("asks for the next page of 24 with Show more", async () => {
    const user = userEvent.setup();
    const answer = convex.setPaginated("viewers:viewedMe", {
      results: [{ ...makeCard(1), viewedAt: Date.UTC(2026, 10, 21) }],
      status: "CanLoadMore",
    });
    renderPage(<ViewedMeList />);
    expect(screen.getByRole("heading", { name: "Bride 1" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(answer.loadMore).toHaveBeenCalledWith(24);
  });
});

describe("SawMyNumberList", () => {
  it("lists a reveal by a member who has since left by the code they had, with no card or Report", () => {
    const at = Date.UTC(2026, 10, 21);
    convex.setPaginated("viewers:sawMyNumber", {
      results: [
        { _id: "gone1", profileCode: "TMGONE01", revealId: "rv1", revealedAt: at, left: true },
        { ...makeCard(2), revealId: "rv2", revealedAt: at, approved: true },
      ],
      status: "Exhausted",
    });
    renderPage(<SawMyNumberList />);
    expect(screen.getByText("A member who has since left (TMGONE01)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bride 2" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /report/i })).toHaveLength(1);
  });
});
