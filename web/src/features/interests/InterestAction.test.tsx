import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { InterestAction } from "./InterestAction";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

type Between = {
  state: "none" | "sent" | "received" | "acceptedByThem" | "acceptedByMe" | "declinedByThem" | "declinedByMe";
  interestId: string | null;
  withdrawUntil: number | null;
  template: "liked" | "family" | "talk" | null;
  note: string | null;
};
const between = (patch: Partial<Between>): Between => ({
  state: "none",
  interestId: null,
  withdrawUntil: null,
  template: null,
  note: null,
  ...patch,
});

function renderAction(variant: "card" | "page" = "card") {
  return renderPage(<InterestAction profileId="p1" name="Sita" variant={variant} />);
}

describe("InterestAction", () => {
  it.each([
    [
      "sent",
      between({ state: "sent", interestId: "i1", withdrawUntil: Date.now() + 3_600_000 }),
      "Interest sent",
      ["Withdraw"],
    ],
    ["sent, past the withdrawal window", between({ state: "sent", interestId: "i1" }), "Interest sent", []],
    ["received", between({ state: "received", interestId: "i1" }), "Sent you an interest", ["Accept", "Decline"]],
    ["acceptedByThem", between({ state: "acceptedByThem", interestId: "i1" }), "Accepted you", []],
    ["acceptedByMe", between({ state: "acceptedByMe", interestId: "i1" }), "You accepted", []],
    ["declinedByThem", between({ state: "declinedByThem", interestId: "i1" }), "Declined", []],
    ["declinedByMe", between({ state: "declinedByMe", interestId: "i1" }), "You declined", ["Send interest"]],
  ] as const)("shows %s with its actions", (_name, answer, badge, buttons) => {
    convex.setQuery("interests:between", answer);
    renderAction();
    const box = screen.getByTestId("interest-action");
    expect(within(box).getByText(badge)).toBeInTheDocument();
    expect(
      within(box)
        .queryAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(buttons);
  });

  it("shows nothing while loading, and only the send button when there is no interest", async () => {
    renderAction();
    expect(screen.queryByTestId("interest-action")).toBeNull();
    act(() => convex.setQuery("interests:between", between({})));
    expect(await screen.findByRole("button", { name: "Send interest" })).toBeInTheDocument();
    expect(screen.queryByText(/Interest sent|Accepted|Declined/)).toBeNull();
    expect(convex.queryArgs.get("interests:between")).toEqual({ profileId: "p1" });
  });

  it("sends with the chosen template and the own message", async () => {
    const user = userEvent.setup();
    convex.setQuery("interests:between", between({}));
    renderAction();
    await user.click(screen.getByRole("button", { name: "Send interest" }));
    const dialog = await screen.findByRole("dialog", { name: "Send an interest to Sita" });
    await user.click(within(dialog).getByRole("radio", { name: /Our family liked your profile/ }));
    await user.type(within(dialog).getByRole("textbox"), "  We are from Guntur. ");
    await user.click(within(dialog).getByRole("button", { name: "Send interest" }));
    expect(convex.mutation("interests:send")).toHaveBeenCalledWith({
      profileId: "p1",
      template: "family",
      note: "We are from Guntur.",
    });
    expect(await screen.findByText("Your interest was sent.")).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    convex.setQuery("interests:between", between({}));
    convex
      .mutation("interests:send")
      .mockRejectedValue(new ConvexError({ code: "conflict", message: "x", key: "interest.declinedBefore" }));
    renderAction();
    await user.click(screen.getByRole("button", { name: "Send interest" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send interest" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This member declined your interest, so you cannot send another.",
    );
  });

  it("accepts with a polite reply after showing their message", async () => {
    const user = userEvent.setup();
    convex.setQuery(
      "interests:between",
      between({ state: "received", interestId: "i9", template: "talk", note: "From Vijayawada." }),
    );
    renderAction("page");
    await user.click(screen.getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Reply to Sita" });
    expect(within(dialog).getByText(/I think we could be a good match/)).toBeInTheDocument();
    expect(within(dialog).getByText("From Vijayawada.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("radio", { name: /Our family would be glad/ }));
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    expect(convex.mutation("interests:accept")).toHaveBeenCalledWith({ interestId: "i9", reply: "family" });
  });

  it("declines with the first decline template unless another is chosen", async () => {
    const user = userEvent.setup();
    convex.setQuery("interests:between", between({ state: "received", interestId: "i9", template: "liked" }));
    renderAction();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(convex.mutation("interests:decline")).toHaveBeenCalledWith({ interestId: "i9", reply: "notMatch" });
  });

  it("withdraws, and on the member page says until when", async () => {
    const user = userEvent.setup();
    const until = Date.UTC(2026, 10, 24, 13, 0);
    convex.setQuery("interests:between", between({ state: "sent", interestId: "i3", withdrawUntil: until }));
    renderAction("page");
    expect(screen.getByText("You can withdraw it until 24 Nov, 6:30 pm.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(convex.mutation("interests:withdraw")).toHaveBeenCalledWith({ interestId: "i3" }));
  });
});
