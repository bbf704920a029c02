import { fireEvent, screen } from "@testing-library/react";
import type { PaginationStatus } from "convex/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../test/render";
import { EmptyList, LoadMoreButton } from "./ListStates";

describe("LoadMoreButton", () => {
  it.each<[PaginationStatus, "hidden" | "enabled" | "busy"]>([
    ["LoadingFirstPage", "hidden"],
    ["Exhausted", "hidden"],
    ["CanLoadMore", "enabled"],
    ["LoadingMore", "busy"],
  ])("%s: %s", (status, shown) => {
    const onMore = vi.fn();
    renderPage(<LoadMoreButton status={status} onMore={onMore} label="Show more" />);
    const button = screen.queryByRole("button", { name: "Show more" });
    if (shown === "hidden") {
      expect(button).not.toBeInTheDocument();
      return;
    }
    expect(button).toBeInTheDocument();
    if (shown === "busy") {
      // Mantine's loading button is disabled: a second page is not asked for twice.
      expect(button).toBeDisabled();
      return;
    }
    fireEvent.click(button as HTMLElement);
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});

describe("EmptyList", () => {
  it("says what is missing, gives the hint and links on", () => {
    renderPage(
      <EmptyList
        title="No interests yet"
        hint="Send one from a match."
        action={{ label: "See matches", to: "/home" }}
      />,
    );
    expect(screen.getByText("No interests yet")).toBeInTheDocument();
    expect(screen.getByText("Send one from a match.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See matches" })).toHaveAttribute("href", "/home");
  });
});
