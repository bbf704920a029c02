import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { Badges } from "./Badges";
import { MobileVerification, type VerificationStatus } from "./MobileVerification";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const NO_BADGES = { mobile: null, email: null, id: null, photo: null };
const base: VerificationStatus = { badges: NO_BADGES, mobileLast4: "5678", code: null };
const withCode = (resendAt: number): VerificationStatus => ({
  ...base,
  code: { phoneLast4: "5678", sentAt: Date.now(), expiresAt: Date.now() + 600_000, resendAt, attemptsLeft: 5 },
});

beforeEach(() => {
  convex.reset();
});

describe("mobile verification", () => {
  it("not verified: sends a code to the number ending in its last 4 digits", async () => {
    convex
      .mutation("verification:sendMobileCode")
      .mockResolvedValue({ phoneLast4: "5678", sentAt: 0, expiresAt: 0, resendAt: 0 });
    renderPage(<MobileVerification status={base} />);
    expect(screen.getByText(/your number ending 5678/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(convex.mutation("verification:sendMobileCode")).toHaveBeenCalledWith({}));
  });

  it("a code sent: counts down to a new code, checks the typed code and says what was wrong", async () => {
    convex
      .mutation("verification:checkMobileCode")
      .mockResolvedValueOnce({ ok: false, reason: "wrong", attemptsLeft: 3 })
      .mockResolvedValueOnce({ ok: false, reason: "expired" });
    renderPage(<MobileVerification status={withCode(Date.now() + 42_000)} />);
    expect(screen.getByText(/We sent a code to your number ending 5678/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (42|41) seconds\./)).toBeInTheDocument();

    const input = screen.getByLabelText("6-digit code");
    fireEvent.change(input, { target: { value: "12a" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Type the 6 digits of the code.");
    expect(convex.mutation("verification:checkMobileCode")).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("That code is not right. Attempts left: 3."),
    );
    expect(convex.mutation("verification:checkMobileCode")).toHaveBeenCalledWith({ code: "123456" });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("This code has expired. Ask for a new code."),
    );
  });

  it("a resend refused by the server shows the seconds left", async () => {
    convex.mutation("verification:sendMobileCode").mockRejectedValue(
      new ConvexError({
        code: "rate_limited",
        message: "x",
        key: "verification.errorResendTooSoon",
        retryAt: Date.now() + 30_000,
      }),
    );
    renderPage(<MobileVerification status={withCode(Date.now() - 1)} />);
    fireEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/You can ask for a new code in (30|29) seconds\./);
  });

  it("verified: says so, and that a new number needs verifying again", () => {
    renderPage(<MobileVerification status={{ ...base, badges: { ...NO_BADGES, mobile: 1 } }} />);
    expect(screen.getByTestId("mobile-verification-state")).toHaveTextContent(
      "Your mobile number ending 5678 is verified.",
    );
    expect(screen.getByText(/verify the new number here again/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send code" })).toBeNull();
  });
});

describe("badges", () => {
  it("lists the badges held, in order, for screen readers too; nothing when none", () => {
    const { unmount } = renderPage(<Badges badges={{ mobile: true, email: false, id: true, photo: true }} />);
    const list = screen.getByRole("list", { name: "Verified: Mobile, ID, Photo" });
    expect(list.querySelectorAll("[role=listitem]")).toHaveLength(3);
    expect(screen.getByTitle("Mobile number verified by a code")).toBeInTheDocument();
    unmount();
    renderPage(<Badges badges={{ mobile: false, email: false, id: false, photo: false }} />);
    expect(screen.queryByTestId("verification-badges")).toBeNull();
  });
});
