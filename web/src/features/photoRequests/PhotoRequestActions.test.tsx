import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { PhotoRequestActions } from "./PhotoRequestActions";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

describe("PhotoRequestActions", () => {
  it("asks a member whose photos the viewer cannot see", async () => {
    convex.setQuery("photoRequests:between", { canAsk: true, asked: false, theyAsked: false, allowed: false });
    renderPage(<PhotoRequestActions profileId="p1" />, { route: "/user/p1" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Ask for photos" }));
    expect(convex.mutation("photoRequests:ask")).toHaveBeenCalledWith({ profileId: "p1" });
  });

  it("offers the owner the two one-tap answers to a member who asked", async () => {
    convex.setQuery("photoRequests:between", { canAsk: false, asked: false, theyAsked: true, allowed: false });
    renderPage(<PhotoRequestActions profileId="p1" />, { route: "/user/p1" });
    expect(screen.getByRole("link", { name: "Add photos" })).toHaveAttribute("href", "/profile");
    await userEvent.setup().click(screen.getByRole("button", { name: "Show my photos to this member" }));
    expect(convex.mutation("photoRequests:allow")).toHaveBeenCalledWith({ profileId: "p1" });
  });

  it("says when the photos were shown, and offers nothing when there is nothing to ask", () => {
    convex.setQuery("photoRequests:between", { canAsk: false, asked: true, theyAsked: true, allowed: true });
    renderPage(<PhotoRequestActions profileId="p1" />, { route: "/user/p1" });
    expect(screen.getByText("You showed your photos to this member.")).toBeInTheDocument();
    expect(screen.getByText("You asked for photos")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
