import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_REVEAL_SECONDS } from "@matrimony/shared/constants";
import { renderPage } from "../../test/render";
import { Countdown } from "./Countdown";
import { useCountdown } from "./useCountdown";

function Harness({ onDone }: { onDone: () => void }) {
  const countdown = useCountdown(CONTACT_REVEAL_SECONDS, onDone);
  if (countdown.done) return <p>done</p>;
  if (countdown.running) return <Countdown remaining={countdown.remaining} total={CONTACT_REVEAL_SECONDS} />;
  return <button onClick={countdown.start}>start</button>;
}

describe("useCountdown with Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts '60s remaining' down to '1s remaining', then is done and calls onDone once", () => {
    const onDone = vi.fn();
    renderPage(<Harness onDone={onDone} />);
    fireEvent.click(screen.getByRole("button", { name: "start" }));

    for (let n = CONTACT_REVEAL_SECONDS; n >= 1; n--) {
      expect(screen.getByRole("timer")).toHaveTextContent(`${String(n)}s remaining`);
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText("done")).toBeInTheDocument();
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("does not start by itself", () => {
    const onDone = vi.fn();
    renderPage(<Harness onDone={onDone} />);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(screen.getByRole("button", { name: "start" })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
