import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAttempt } from "./useAttempt";

/** A run that ends when the test says so. */
function controlled() {
  let settle: { resolve: (refused?: string) => void; reject: (e: unknown) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const run = () => new Promise<string | void>((resolve, reject) => (settle = { resolve, reject }));
  return { run, settle: () => settle };
}

describe("useAttempt", () => {
  it("is busy while the action runs and keeps no error when it succeeds", async () => {
    const action = controlled();
    const { result } = renderHook(() => useAttempt(action.run, "Could not send."));
    expect(result.current).toMatchObject({ busy: false, error: null });
    act(() => result.current.perform());
    expect(result.current.busy).toBe(true);
    await act(async () => action.settle().resolve());
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it("keeps the failure's message, in `failed`'s words for an unknown error, and clears it on the next try", async () => {
    const action = controlled();
    const { result } = renderHook(() => useAttempt(action.run, "Could not send."));
    act(() => result.current.perform());
    await act(async () => action.settle().reject(new Error("socket closed")));
    expect(result.current).toMatchObject({ busy: false, error: "Could not send." });
    act(() => result.current.perform());
    expect(result.current).toMatchObject({ busy: true, error: null });
    await act(async () => action.settle().resolve());
  });

  it("shows the message the work answers with when it is refused without an error (a wrong code)", async () => {
    const action = controlled();
    const { result } = renderHook(() => useAttempt(action.run, "Could not send."));
    act(() => result.current.perform());
    await act(async () => action.settle().resolve("Wrong code: 2 attempts left."));
    expect(result.current).toMatchObject({ busy: false, error: "Wrong code: 2 attempts left." });
  });
});
