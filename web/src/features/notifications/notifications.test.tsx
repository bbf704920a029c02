import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { makeMe } from "../../test/fixtures";
import { NotificationBell } from "./NotificationBell";
import { NotificationList } from "./NotificationList";
import { NotificationPreferences } from "./NotificationPreferences";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const row = (over: Record<string, unknown>) => ({
  _id: "n1",
  kind: "approved",
  createdAt: Date.UTC(2026, 10, 23),
  read: false,
  params: {},
  memberId: null,
  memberName: null,
  ...over,
});

describe("NotificationBell", () => {
  it("counts live, for a pending member too, and leads to /notifications", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    convex.setQuery("notifications:unread", 0);
    renderPage(<NotificationBell />);
    expect(screen.getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/notifications");
    act(() => convex.setQuery("notifications:unread", 3));
    expect(screen.getByRole("link", { name: "Notifications, 3 unread" })).toBeInTheDocument();
    expect(screen.getByTestId("notification-count")).toHaveAttribute("data-count", "3");
  });
});

describe("NotificationList", () => {
  it("words each kind from its params, names the other member, and marks read", async () => {
    convex.setQuery("members:me", makeMe());
    convex.setPaginated("notifications:list", {
      status: "Exhausted",
      results: [
        row({ _id: "a", kind: "interestReceived", memberId: "p2", memberName: "Sita" }),
        row({ _id: "b", kind: "rejected", params: { reason: "Photo unclear" }, read: true }),
        row({ _id: "c", kind: "verificationDecision", params: { badge: "id", decision: "granted" }, read: true }),
        row({ _id: "d", kind: "contactRevealed" }),
        row({
          _id: "e",
          kind: "profileChange",
          params: { decision: "rejected", changeReason: "tooFrequent" },
          read: true,
        }),
      ],
    });
    renderPage(<NotificationList />);
    expect(screen.getByText("Sita is interested in your profile.")).toBeInTheDocument();
    expect(
      screen.getByText("Reason: Photo unclear. Please correct your profile; we will look at it again."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Your ID verification is approved. The badge now shows on your profile."),
    ).toBeInTheDocument();
    expect(screen.getByText("A member viewed your contact details.")).toBeInTheDocument();
    // A profile change's reason is one staff chose from a list, so it is worded in the language on screen.
    expect(
      screen.getByText(
        "Your change was not approved, and your profile keeps its earlier details. Reason: These details have been changed too often.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole("button", { name: "Mark as read" })[0]!);
    expect(convex.mutation("notifications:markAsRead")).toHaveBeenCalledWith({ id: "a" });
    fireEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(convex.mutation("notifications:markAllAsRead")).toHaveBeenCalledWith({});
  });

  it("says so when there is nothing yet", () => {
    convex.setPaginated("notifications:list", { status: "Exhausted", results: [] });
    renderPage(<NotificationList />);
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument();
  });
});

describe("NotificationPreferences", () => {
  it("shows the member's choices and saves a change", async () => {
    convex.setQuery("notifications:preferences", {
      email: {
        account: true,
        interests: true,
        contactRevealed: false,
        premium: true,
        reports: true,
        verification: true,
      },
      smsApproved: false,
    });
    renderPage(<NotificationPreferences />);
    const interests = await screen.findByRole("checkbox", { name: "Interests received, accepted or declined" });
    expect(interests).toBeChecked();
    fireEvent.click(interests);
    fireEvent.click(screen.getByRole("checkbox", { name: "Send me an SMS when my profile is approved" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(convex.mutation("notifications:savePreferences")).toHaveBeenCalledWith({
      email: {
        account: true,
        interests: false,
        contactRevealed: false,
        premium: true,
        reports: true,
        verification: true,
      },
      smsApproved: true,
    });
  });
});
