/**
 * "Verify the mobile number during a call" on the member record: staff send a code, type what the
 * member reads out, and see each answer in words; a verified number shows when.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { RecordContextProvider } from "react-admin";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MobileCallVerification } from "./resources/verifications/MobileCallVerification";

const calls = vi.hoisted(() => ({
  state: null as unknown,
  sendCode: vi.fn(),
  confirm: vi.fn(),
}));

vi.mock("convex/react", async (importActual) => ({
  ...(await importActual<typeof import("convex/react")>()),
  useQuery: () => calls.state,
  useAction: () => calls.sendCode,
  useMutation: () => calls.confirm,
}));

function show() {
  render(
    <RecordContextProvider value={{ id: "p1" }}>
      <MobileCallVerification />
    </RecordContextProvider>,
  );
}

beforeEach(() => {
  calls.sendCode.mockReset();
  calls.confirm.mockReset();
});

describe("mobile verification on a call", () => {
  it("no code yet: sends one to the member's number", async () => {
    calls.state = { verifiedAt: null, code: null };
    calls.sendCode.mockResolvedValue({ phoneLast4: "5678", sentAt: 0, expiresAt: 0, resendAt: 0 });
    show();
    fireEvent.click(screen.getByRole("button", { name: "Send a code by SMS" }));
    await waitFor(() => expect(calls.sendCode).toHaveBeenCalledWith({ profileId: "p1" }));
  });

  it("a code in flight: the typed code is checked, and each refusal is said in words", async () => {
    const now = Date.now();
    calls.state = {
      verifiedAt: null,
      code: {
        phoneLast4: "5678",
        sentAt: now - 90_000,
        expiresAt: now + 510_000,
        resendAt: now - 30_000,
        attemptsLeft: 5,
      },
    };
    calls.confirm
      .mockResolvedValueOnce({ ok: false, reason: "wrong", attemptsLeft: 4 })
      .mockResolvedValueOnce({ ok: true });
    show();
    expect(screen.getByText(/A code went to the number ending 5678/)).toBeInTheDocument();
    const input = screen.getByLabelText("Code the member reads out");
    fireEvent.change(input, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark verified" }));
    expect(await screen.findByText("Type the 6 digits.")).toBeInTheDocument();
    expect(calls.confirm).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark verified" }));
    expect(await screen.findByText("That code is not right. Attempts left: 4.")).toBeInTheDocument();
    expect(calls.confirm).toHaveBeenCalledWith({ profileId: "p1", code: "123456" });
    fireEvent.change(input, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Mark verified" }));
    expect(await screen.findByText("Mobile number verified.")).toBeInTheDocument();
  });

  it("verified: says since when, and offers nothing to send", () => {
    calls.state = { verifiedAt: Date.UTC(2026, 10, 20), code: null };
    show();
    expect(screen.getByText(/Mobile number verified on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send a code by SMS" })).toBeNull();
  });
});
