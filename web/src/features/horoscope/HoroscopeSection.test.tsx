import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { horoscopeMatch, horoscopeSummary } from "@matrimony/shared/rules/horoscope/index";
import { MatchCard } from "../../components/MatchCard/MatchCard";
import UserPage from "../../pages/User.page";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { makeCard, makeMe, makeMember } from "../members/testing/fixtures";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

// Bride Arudra 2, groom Purvashada 3: the telugusourabham.blogspot.com example (27 gunas by our conventions).
const bride = { gender: "Female", nakshatram: "Arudra", nakshatraPada: "2" } as const;
const groom = { gender: "Male", nakshatram: "Purvashada", nakshatraPada: "3" } as const;

async function renderMember(member = makeMember(), me = makeMe()) {
  convex.setQuery("members:me", me);
  convex.setQuery("members:get", member);
  renderPage(<UserPage />, { route: "/user/p7", path: "/user/:userId", otherRoutes: { "/profile": <p>profile page</p> } });
  await act(async () => {
    await Promise.resolve();
  });
  return await screen.findByTestId("horoscope-section");
}

describe("Horoscope match on the member page", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the koota table, the porutham ticks, the convention and the advice to consult an astrologer", async () => {
    const section = await renderMember(makeMember({ ...bride, horoscope: horoscopeMatch(bride, groom) }), makeMe());
    expect(within(section).getByRole("heading", { name: "Horoscope match" })).toBeInTheDocument();
    expect(within(section).getByTestId("guna-total")).toHaveTextContent("27 of 36 gunas");
    const rows = within(within(section).getByTestId("koota-table")).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Varna1 / 1", "Vashya1 / 2", "Tara1½ / 3", "Yoni2 / 4", "Graha Maitri½ / 5", "Gana6 / 6", "Bhakoot (Rashi)7 / 7", "Nadi8 / 8",
    ]);
    const poruthams = within(section).getByTestId("porutham-list");
    expect(within(poruthams).getAllByRole("listitem")).toHaveLength(10);
    expect(within(section).getByText("Counted from the bride's star to the groom's, as the panchangam's table reads.")).toBeInTheDocument();
    expect(within(section).getByText(/consult your family's astrologer/)).toBeInTheDocument();
  });

  it("names a Rajju veto in red", async () => {
    const ashwini = { gender: "Female", nakshatram: "Ashwini", nakshatraPada: "1" } as const;
    const moola = { gender: "Male", nakshatram: "Moola", nakshatraPada: "1" } as const;
    const section = await renderMember(makeMember({ ...ashwini, horoscope: horoscopeMatch(ashwini, moola) }));
    const rajju = within(section).getByTestId("porutham-list").querySelector('[data-porutham="rajju"]');
    expect(rajju).toHaveAttribute("data-ok", "false");
    expect(rajju).toHaveTextContent("Rajju dosham");
    expect(within(section).getByText(/traditionally taken as a bar/)).toBeInTheDocument();
  });

  it("asks the viewer for their own nakshatram when they have none, and says Not given when the member has none", async () => {
    let section = await renderMember(makeMember({ horoscope: null }), makeMe());
    expect(within(section).getByText("Add your nakshatram and pada to see horoscope match")).toBeInTheDocument();
    section.remove();
    section = await renderMember(makeMember({ nakshatram: undefined, horoscope: null }), makeMe({ profile: { nakshatram: "Rohini" } }));
    expect(within(section).getByText("Not given")).toBeInTheDocument();
  });
});

describe("the match card chip", () => {
  it("reads guna and porutham counts, and names a veto", () => {
    renderPage(<MatchCard card={makeCard(1, { horoscope: horoscopeSummary(groom, bride) })} />, { route: "/", path: "/" });
    expect(screen.getByTestId("horoscope-chip")).toHaveTextContent(/^Horoscope27\/36 · 7\/10$/);
    expect(screen.getByTestId("horoscope-figures")).toHaveTextContent("27/36 · 7/10");
  });

  it("shows nothing without a horoscope", () => {
    renderPage(<MatchCard card={makeCard(2, { horoscope: null })} />, { route: "/", path: "/" });
    expect(screen.queryByTestId("horoscope-chip")).toBeNull();
  });
});
