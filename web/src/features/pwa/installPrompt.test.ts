import { beforeEach, describe, expect, it, vi } from "vitest";

/** A stand-in for Chrome's event: jsdom has no beforeinstallprompt. */
function installEvent() {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: "accepted" }) });
  return { event, prompt };
}

/** A fresh app start: the module's state is per page load. */
async function startApp() {
  vi.resetModules();
  const module = await import("./installPrompt");
  module.watchInstallPrompt();
  return module;
}

describe("the install prompt", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("is not offered on the first visit, even when the browser offers it", async () => {
    const app = await startApp();
    const { event } = installEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(app.offerableInstallPrompt()).toBeNull();
  });

  it("is not offered twice in the same visit by reloading", async () => {
    await startApp();
    const app = await startApp();
    window.dispatchEvent(installEvent().event);
    expect(app.offerableInstallPrompt()).toBeNull();
  });

  it("is offered on the second visit, and shows the browser's prompt from a tap", async () => {
    await startApp();
    sessionStorage.clear(); // a new tab: a new visit
    const app = await startApp();
    expect(app.offerableInstallPrompt()).toBeNull(); // not until the browser offers it
    const { event, prompt } = installEvent();
    window.dispatchEvent(event);
    expect(app.offerableInstallPrompt()).toBe(event);
    await app.promptInstall();
    expect(prompt).toHaveBeenCalledOnce();
    expect(app.offerableInstallPrompt()).toBeNull();
  });

  it("is not offered again once dismissed", async () => {
    await startApp();
    sessionStorage.clear();
    let app = await startApp();
    window.dispatchEvent(installEvent().event);
    app.dismissInstall();
    expect(app.offerableInstallPrompt()).toBeNull();
    sessionStorage.clear();
    app = await startApp();
    window.dispatchEvent(installEvent().event);
    expect(app.offerableInstallPrompt()).toBeNull();
  });

  it("is not offered once installed", async () => {
    await startApp();
    sessionStorage.clear();
    const app = await startApp();
    window.dispatchEvent(installEvent().event);
    window.dispatchEvent(new Event("appinstalled"));
    expect(app.offerableInstallPrompt()).toBeNull();
  });
});
