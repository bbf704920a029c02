import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { makeMe } from "../../test/fixtures";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { PausedNotice } from "./PausedNotice";
import { PauseSettings } from "./PauseSettings";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const pausedMe = () => {
  const me = makeMe();
  return { ...me, profile: { ...me.profile, pausedAt: Date.now() } };
};

describe("pause my profile", () => {
  it("settings pause a shown profile", async () => {
    convex.setQuery("members:me", makeMe());
    renderPage(<PauseSettings />, { route: "/settings" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Pause my profile" }));
    expect(convex.mutation("members:setPaused")).toHaveBeenCalledWith({ paused: true });
  });

  it("settings offer to resume a paused profile", async () => {
    convex.setQuery("members:me", pausedMe());
    renderPage(<PauseSettings />, { route: "/settings" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Resume my profile" }));
    expect(convex.mutation("members:setPaused")).toHaveBeenCalledWith({ paused: false });
  });

  it("the notice shows only while paused, and resumes in one tap", async () => {
    convex.setQuery("members:me", makeMe());
    const { unmount } = renderPage(<PausedNotice />, { route: "/home" });
    expect(screen.queryByText("Your profile is paused")).not.toBeInTheDocument();
    unmount();
    convex.setQuery("members:me", pausedMe());
    renderPage(<PausedNotice />, { route: "/home" });
    expect(screen.getByText("Your profile is paused")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Resume my profile" }));
    expect(convex.mutation("members:setPaused")).toHaveBeenCalledWith({ paused: false });
  });
});
