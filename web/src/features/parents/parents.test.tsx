/**
 * Parents and relatives in the member app: the member page's "Profile created by" line, the
 * contact person with a revealed number, and the consent steps on the pending page.
 */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verificationCopy } from "@matrimony/shared/copy/verification";
import { CONSENT_NOTICE_VERSION } from "@matrimony/shared/rules/consent";
import { makeMe } from "../../test/fixtures";
import { StatusNotice } from "../members/StatusNotice";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { addCopy } from "../../i18n";
import { ContactPersonLine } from "./ContactPersonLine";
import { CreatedByLine } from "./CreatedByLine";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

const pendingStatus = {
  state: "pending",
  givenAt: null,
  noticeVersion: null,
  mobileLast4: null,
  currentNoticeVersion: CONSENT_NOTICE_VERSION,
  code: null,
};

describe("member page lines", () => {
  it("says who created the profile, and nothing when it was never stated", () => {
    const view = renderPage(<CreatedByLine creator="Parent" />);
    expect(screen.getByText("Profile created by Parent")).toBeInTheDocument();
    view.unmount();
    renderPage(<CreatedByLine creator={undefined} />);
    expect(screen.queryByText(/Profile created by/)).not.toBeInTheDocument();
  });

  it("shows the contact person with the revealed number, as a call link", () => {
    renderPage(
      <dl>
        <ContactPersonLine person={{ name: "Venkata Rao", relation: "Father" }} mobileNumber="+919812345678" />
      </dl>,
    );
    const link = screen.getByRole("link", { name: "Call: +91 98123 45678 (Father, Venkata Rao)" });
    expect(link).toHaveAttribute("href", "tel:+919812345678");
  });
});

describe("consent on the pending page", () => {
  beforeAll(() => {
    addCopy({ ...verificationCopy });
  });
  beforeEach(() => {
    convex.setQuery(
      "members:me",
      makeMe({ profile: { status: "pending", gender: "Female", fullName: "Sravani Rao", profileCreatedBy: "Parent" } }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows nothing for a profile its own member made", () => {
    convex.setQuery("consent:status", { ...pendingStatus, state: "notNeeded" });
    renderPage(<StatusNotice status="pending" />);
    expect(screen.getByRole("heading", { name: "Your account is under verification" })).toBeInTheDocument();
    expect(screen.queryByTestId("consent-panel")).not.toBeInTheDocument();
  });

  it("asks for the bride's own number with the versioned notice, sends the code, then confirms it", async () => {
    const user = userEvent.setup();
    convex.setQuery("consent:status", pendingStatus);
    const send = convex.mutation("consent:sendCode").mockResolvedValue(null);
    const confirm = convex
      .mutation("consent:confirm")
      .mockResolvedValueOnce({ ok: false, reason: "wrong", attemptsLeft: 4 })
      .mockResolvedValueOnce({ ok: true });
    renderPage(<StatusNotice status="pending" />);

    expect(screen.getByRole("heading", { name: "Waiting for the bride's consent" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { name: `Consent notice (version ${CONSENT_NOTICE_VERSION})` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/filled in on Sravani Rao's behalf by their parent/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Sravani Rao's own mobile number"), "98123 45678");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(send).toHaveBeenCalledWith({ form: { mobileNumber: "98123 45678" } });

    // The live status now has a code in flight: the code step replaces the number.
    const now = Date.now();
    act(() =>
      convex.setQuery("consent:status", {
        ...pendingStatus,
        code: { phoneLast4: "5678", sentAt: now, expiresAt: now + 600_000, resendAt: now + 60_000, attemptsLeft: 5 },
      }),
    );
    expect(await screen.findByText(/number ending 5678/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Send again in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText("6-digit code"), "111111");
    await user.click(screen.getByRole("button", { name: "I agree: confirm my consent" }));
    expect(await screen.findByText("That code is not right. Attempts left: 4.")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("6-digit code"));
    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "I agree: confirm my consent" }));
    await waitFor(() => expect(confirm).toHaveBeenLastCalledWith({ form: { code: "123456" } }));

    act(() =>
      convex.setQuery("consent:status", {
        ...pendingStatus,
        state: "given",
        givenAt: now,
        noticeVersion: CONSENT_NOTICE_VERSION,
        mobileLast4: "5678",
        code: null,
      }),
    );
    expect(await screen.findByTestId("consent-given")).toHaveTextContent("Sravani Rao gave their consent on");
    expect(screen.getByTestId("consent-given")).toHaveTextContent("number ending 5678");
  });
});
