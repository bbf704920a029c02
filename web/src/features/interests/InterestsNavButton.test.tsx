import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { makeMe } from "../../test/fixtures";
import { InterestsNavButton } from "./InterestsNavButton";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

describe("InterestsNavButton", () => {
  it.each([
    [false, 0, "Interests", null],
    [false, 1, "Interests, 1 new interest", "1"],
    [false, 12, "Interests, 12 new interests", "12"],
    [false, 100, "Interests, 100 new interests", "99+"],
    [true, 0, "Interests", null],
    [true, 1, "Interests, 1 new interest", "1"],
    [true, 100, "Interests, 100 new interests", "99+"],
  ])("compact %s, with %i new: %s", (compact, count, label, badge) => {
    convex.setQuery("members:me", makeMe());
    convex.setQuery("interests:newCount", count);
    renderPage(<InterestsNavButton compact={compact} />);
    const link = screen.getByRole("link", { name: label });
    expect(link).toHaveAttribute("href", "/interests");
    if (badge === null) expect(screen.queryByTestId("new-interests")).toBeNull();
    else expect(screen.getByTestId("new-interests")).toHaveTextContent(badge);
  });

  it("follows the live count", async () => {
    convex.setQuery("members:me", makeMe());
    convex.setQuery("interests:newCount", 0);
    renderPage(<InterestsNavButton />);
    act(() => convex.setQuery("interests:newCount", 2));
    expect(await screen.findByRole("link", { name: "Interests, 2 new interests" })).toBeInTheDocument();
  });

  it("is not shown to a member who is not approved, and asks nothing", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    renderPage(<InterestsNavButton />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(convex.queryArgs.has("interests:newCount")).toBe(false);
  });
});
