import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { conversationsCopyTe } from "@matrimony/shared/copy/te/conversations";
import { makeMe } from "../test/fixtures";
import { addCopy, setLanguage } from "../i18n";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import PrivacySettingsPage from "./PrivacySettings.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const SWITCH = "Show when I have read messages";

describe("/privacy-settings: read receipts", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
    convex.setQuery("privacy:settings", { phone: "premium", photos: "members" });
  });

  it("shows the saved setting under Messages, turns it on and says so", async () => {
    const user = userEvent.setup();
    convex.setQuery("conversations:settings", { readReceipts: false });
    renderPage(<PrivacySettingsPage />);
    expect(screen.getByRole("heading", { name: "Messages" })).toBeInTheDocument();
    const toggle = screen.getByRole("switch", { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/others do not see when you have read their messages/)).toBeInTheDocument();
    await user.click(toggle);
    expect(convex.mutation("conversations:setReadReceipts")).toHaveBeenCalledWith({ enabled: true });
    expect(await screen.findByText("Others can now see when you have read their messages.")).toBeInTheDocument();
    // The privacy form's own save button is untouched by the switch.
    expect(screen.getByRole("button", { name: "Save privacy settings" })).toBeDisabled();
  });

  it("follows the saved setting live (a change made in a thread's menu)", async () => {
    convex.setQuery("conversations:settings", { readReceipts: true });
    renderPage(<PrivacySettingsPage />);
    expect(screen.getByRole("switch", { name: SWITCH })).toBeChecked();
    act(() => convex.setQuery("conversations:settings", { readReceipts: false }));
    await waitFor(() => expect(screen.getByRole("switch", { name: SWITCH })).not.toBeChecked());
  });

  it("says so when the change fails, and the switch stays as saved", async () => {
    const user = userEvent.setup();
    convex.setQuery("conversations:settings", { readReceipts: true });
    convex.mutation("conversations:setReadReceipts").mockRejectedValueOnce(new Error("offline"));
    renderPage(<PrivacySettingsPage />);
    await user.click(screen.getByRole("switch", { name: SWITCH }));
    expect(await screen.findByText("That did not work. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: SWITCH })).toBeChecked();
  });

  it("is not shown to a member not yet approved, who has no conversations", () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    convex.setQuery("conversations:settings", { readReceipts: true });
    renderPage(<PrivacySettingsPage />);
    expect(screen.getByRole("button", { name: "Save privacy settings" })).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: SWITCH })).not.toBeInTheDocument();
    expect(convex.queryArgs.has("conversations:settings")).toBe(false);
  });

  it("reads in Telugu", async () => {
    addCopy(conversationsCopyTe, "te");
    await setLanguage("te");
    convex.setQuery("conversations:settings", { readReceipts: true });
    renderPage(<PrivacySettingsPage />);
    expect(screen.getByRole("heading", { name: "సందేశాలు" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "నేను సందేశాలు చదివినట్లు చూపించండి" })).toBeChecked();
  });
});
