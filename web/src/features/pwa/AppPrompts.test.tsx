import { layoutCopyTe } from "@matrimony/shared/copy/te/layout";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addCopy, setLanguage } from "../../i18n";
import { renderPage } from "../../test/render";

/** A fresh page load of the prompts' modules, with `visits` earlier visits on this device. */
async function startApp(visits: number) {
  localStorage.setItem("matrimony.visits", String(visits));
  sessionStorage.clear();
  vi.resetModules();
  const installPrompt = await import("./installPrompt");
  installPrompt.watchInstallPrompt();
  const { default: AppPrompts } = await import("./AppPrompts");
  renderPage(<AppPrompts />);
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: "dismissed" }) });
  window.dispatchEvent(event);
  return { prompt };
}

describe("the install banner", () => {
  beforeEach(() => localStorage.clear());

  it("does not show on the first visit", async () => {
    await startApp(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Add Telugu Matrimony to your home screen" })).not.toBeInTheDocument();
  });

  it("shows on the second visit; its button opens the browser's prompt", async () => {
    const { prompt } = await startApp(1);
    const banner = await screen.findByRole("region", { name: "Add Telugu Matrimony to your home screen" });
    await userEvent.click(within(banner).getByRole("button", { name: "Add to home screen" }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: "Add Telugu Matrimony to your home screen" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("goes for good on Not now", async () => {
    await startApp(1);
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Add Telugu Matrimony to your home screen" })).not.toBeInTheDocument();
    expect(localStorage.getItem("matrimony.installDismissed")).not.toBeNull();
  });

  it("speaks Telugu", async () => {
    addCopy(layoutCopyTe, "te");
    await setLanguage("te");
    await startApp(3);
    expect(await screen.findByRole("region", { name: layoutCopyTe["app.installTitle"] })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: layoutCopyTe["app.installAction"] })).toBeInTheDocument();
  });
});
