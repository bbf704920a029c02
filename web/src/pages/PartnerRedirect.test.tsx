import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PARTNER_REDIRECT_MS } from "@matrimony/shared/constants";
import { SITE } from "@matrimony/shared/site";
import { leaveSite } from "../features/public/leaveSite";
import { renderPage } from "../test/render";
import PartnerRedirectPage from "./PartnerRedirect.page";

vi.mock("../features/public/leaveSite", () => ({ leaveSite: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(leaveSite).mockClear();
});
afterEach(() => vi.useRealTimers());

// The four routes of SPEC §2, each as the spec writes it and as a browser sends it (%20).
const ROUTES = [
  { route: "/nri brides", name: "NRI Brides", url: SITE.links.nriBrides },
  { route: "/doctor brides", name: "Doctor Brides", url: SITE.links.doctorBrides },
  { route: "/nri bride grooms", name: "NRI Bridegrooms", url: SITE.links.nriBrideGrooms },
  { route: "/doctor bride grooms", name: "Doctor Bridegrooms", url: SITE.links.doctorBrideGrooms },
].flatMap((r) => [r, { ...r, route: r.route.replace(/ /g, "%20") }]);

describe("partner redirects (SPEC §2, §9)", () => {
  it.each(ROUTES)("$route says it goes to $name and leaves at 3 s, not before", ({ route, name, url }) => {
    renderPage(<PartnerRedirectPage />, { route, path: "/*" });

    expect(screen.getByRole("heading", { level: 1, name: `Taking you to ${name}` })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      `taken to the ${name} page on our partner website in 3 seconds`,
    );
    expect(screen.getByRole("link", { name: `Not moving? Open the ${name} page` })).toHaveAttribute("href", url);

    act(() => vi.advanceTimersByTime(PARTNER_REDIRECT_MS - 1));
    expect(leaveSite).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(leaveSite).toHaveBeenCalledTimes(1);
    expect(leaveSite).toHaveBeenCalledWith(url);
  });

  it("waits exactly 3000 ms", () => {
    expect(PARTNER_REDIRECT_MS).toBe(3000);
  });

  it("does not leave once the visitor has gone elsewhere in the app", () => {
    const { unmount } = renderPage(<PartnerRedirectPage />, { route: "/nri brides" });
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    act(() => vi.advanceTimersByTime(PARTNER_REDIRECT_MS));
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it("shows the not-found page for any other path and never leaves", () => {
    renderPage(<PartnerRedirectPage />, { route: "/nri", path: "/*" });
    expect(screen.getByRole("heading", { name: "Oops! Page Not Found" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PARTNER_REDIRECT_MS * 2));
    expect(leaveSite).not.toHaveBeenCalled();
  });
});
