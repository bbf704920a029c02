import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../i18n";
import { addCopy } from "../i18n";
import { safetyCopyTe } from "@matrimony/shared/copy/te/safety";
import { MatchCard } from "../components/MatchCard";
import { ReportAction } from "../features/safety/ReportAction";
import { SafetyActions } from "../features/safety/SafetyActions";
import { NoticeBanner } from "../features/safety/NoticeBanner";
import { makeCard, makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import ShortlistPage from "./Shortlist.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const NOV_21_2026 = Date.UTC(2026, 10, 21, 6);

function renderShortlist(route = "/shortlist") {
  return renderPage(<ShortlistPage />, { route, otherRoutes: { "/user/:userId": <p>member page</p> } });
}

describe("/shortlist", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe());
    convex.setQuery("safety:shortlistedIdList", []);
  });

  it("shows shortlisted profiles as cards, and a gone one as a line that can be removed", async () => {
    const user = userEvent.setup();
    const card = makeCard(1);
    convex.setQuery("safety:shortlistedIdList", [card._id]);
    convex.setPaginated("safety:shortlist", {
      results: [
        { profileId: card._id, since: NOV_21_2026, card },
        { profileId: "gone1", since: NOV_21_2026, card: null },
      ],
    });
    renderShortlist();
    expect(screen.getByRole("heading", { level: 2, name: "Bride 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Shortlisted" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Profile no longer available")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove from shortlist" }));
    expect(convex.mutation("safety:shortlistRemove")).toHaveBeenCalledWith({ profileId: "gone1" });
  });

  it.each([
    ["hidden", "safety:hidden", "You have not hidden any profiles."],
    ["blocked", "safety:blocked", "You have not blocked anyone."],
    ["reports", "safety:myReportList", "You have not reported anyone."],
    ["shortlist", "safety:shortlist", "No profiles shortlisted yet. Use Shortlist on a match to keep it here."],
  ])("tab %s says when it is empty", (tab, fn, text) => {
    convex.setPaginated(fn, { results: [] });
    renderShortlist(tab === "shortlist" ? "/shortlist" : `/shortlist?tab=${tab}`);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("undoes not interested and unblocks from their tabs", async () => {
    const user = userEvent.setup();
    convex.setPaginated("safety:hidden", { results: [{ profileId: "p1", since: NOV_21_2026, card: makeCard(1) }] });
    renderShortlist("/shortlist?tab=hidden");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(convex.mutation("safety:unhide")).toHaveBeenCalledWith({ profileId: "p1" });

    convex.setPaginated("safety:blocked", {
      results: [{ profileId: "p2", since: NOV_21_2026, fullName: "Ravi", profileCode: "TM1" }],
    });
    await user.click(screen.getByRole("tab", { name: "Blocked" }));
    expect(await screen.findByText("Ravi (TM1)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unblock" }));
    expect(convex.mutation("safety:unblock")).toHaveBeenCalledWith({ profileId: "p2" });
  });

  it("my reports say under review, or reviewed in general terms", () => {
    convex.setPaginated("safety:myReportList", {
      results: [
        { _id: "r1", reason: "asked_for_money", createdAt: NOV_21_2026, reviewedAt: null, reportedName: "Ravi" },
        { _id: "r2", reason: "fake_profile", createdAt: NOV_21_2026, reviewedAt: NOV_21_2026, reportedName: null },
      ],
    });
    renderShortlist("/shortlist?tab=reports");
    expect(screen.getByText("Reported on 21 Nov 2026: Asked for money")).toBeInTheDocument();
    expect(screen.getByText("Under review by our team")).toBeInTheDocument();
    expect(screen.getByText(/Reviewed by our team on 21 Nov 2026/)).toBeInTheDocument();
  });

  it("shows the page in Telugu", async () => {
    addCopy(safetyCopyTe, "te");
    await setLanguage("te");
    convex.setPaginated("safety:shortlist", { results: [] });
    renderShortlist();
    expect(screen.getByRole("heading", { level: 1, name: "నా షార్ట్‌లిస్ట్" })).toBeInTheDocument();
  });
});

describe("safety actions", () => {
  it("a card's Shortlist button adds and removes", async () => {
    const user = userEvent.setup();
    const card = makeCard(1);
    convex.setQuery("safety:shortlistedIdList", []);
    renderPage(<MatchCard card={card} />, { route: "/home" });
    await user.click(screen.getByRole("button", { name: "Shortlist" }));
    expect(convex.mutation("safety:shortlistAdd")).toHaveBeenCalledWith({ profileId: card._id });
    convex.setQuery("safety:shortlistedIdList", [card._id]);
    await user.click(await screen.findByRole("button", { name: "Shortlisted" }));
    expect(convex.mutation("safety:shortlistRemove")).toHaveBeenCalledWith({ profileId: card._id });
  });

  it("a card's menu hides the profile", async () => {
    const user = userEvent.setup();
    const card = makeCard(1);
    convex.setQuery("safety:shortlistedIdList", []);
    renderPage(<MatchCard card={card} />, { route: "/home" });
    // A tap before the menu's code is in opens it once it is (LaterMenu). jsdom lays nothing out, so
    // floating-ui takes the button for hidden and hides the dropdown: hence `hidden`.
    await user.click(screen.getByRole("button", { name: "More actions for Bride 1" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Not interested", hidden: true }, { timeout: 15_000 }),
    );
    expect(convex.mutation("safety:hide")).toHaveBeenCalledWith({ profileId: card._id });
  }, 30_000);

  it("block asks first and says what it does", async () => {
    const user = userEvent.setup();
    convex.setQuery("safety:relation", { shortlisted: false, hidden: false });
    renderPage(<SafetyActions profileId="p9" name="Ravi" variant="page" />, { route: "/user/p9" });
    await user.click(screen.getByRole("button", { name: "Block" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Ravi?" });
    expect(within(dialog).getByText(/Neither of you will see the other/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(convex.mutation("safety:block")).toHaveBeenCalledWith({ profileId: "p9" });
  });

  it("report needs a reason, sends it with the trimmed details, and says it also blocked", async () => {
    const user = userEvent.setup();
    const onReported = vi.fn();
    renderPage(<ReportAction profileId="p9" name="Ravi" onReported={onReported} />, { route: "/viewed-me" });
    await user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Ravi" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Choose a reason.")).toBeInTheDocument();
    expect(convex.mutation("safety:report")).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("radio", { name: "Asked for money" }));
    await user.type(within(dialog).getByLabelText("Details (optional)"), "  Asked for 50,000.  ");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(convex.mutation("safety:report")).toHaveBeenCalledWith({
        profileId: "p9",
        reason: "asked_for_money",
        details: "Asked for 50,000.",
      }),
    );
    expect(onReported).toHaveBeenCalled();
    expect(
      await screen.findByText("Thank you. Your report was sent and this member is blocked for you."),
    ).toBeInTheDocument();
  });

  it("a staff warning shows until acknowledged", async () => {
    const user = userEvent.setup();
    convex.setQuery("safety:notices", [{ _id: "n1", reason: "abusive_or_obscene", createdAt: NOV_21_2026 }]);
    renderPage(<NoticeBanner />, { route: "/home" });
    expect(screen.getByRole("alert")).toHaveTextContent("We received a report about your profile (Abusive or obscene)");
    await user.click(screen.getByRole("button", { name: "I understand" }));
    expect(convex.mutation("safety:acknowledge")).toHaveBeenCalledWith({ noticeId: "n1" });
  });
});
