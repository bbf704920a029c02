import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberCopyTe } from "@matrimony/shared/copy/te/member";
import { horoscopeMatch, horoscopeSummary } from "@matrimony/shared/rules/horoscope/index";
import { MatchCard } from "../../components/MatchCard/MatchCard";
import { addCopy, setLanguage } from "../../i18n";
import UserPage from "../../pages/User.page";
import { convex } from "../../test/fakeConvex";
import { renderPage } from "../../test/render";
import { makeCard, makeMe, makeMember } from "../../test/fixtures";

vi.mock("convex/react", async () => (await import("../../test/fakeConvex")).fakeConvexReact);

// Bride Arudra 2, groom Purvashada 3: the telugusourabham.blogspot.com example; the Pidaparthi table prints 27,
// and our kootas add up to 27 too.
const bride = { gender: "Female", nakshatram: "Arudra", nakshatraPada: "2" } as const;
const groom = { gender: "Male", nakshatram: "Purvashada", nakshatraPada: "3" } as const;
// Bride Pushyami 1 with the same groom (the demo's Harika and Ravi): the table prints 11, the kootas add up to 11½.
const pushyami = { gender: "Female", nakshatram: "Pushyami", nakshatraPada: "1" } as const;

async function renderMember(member = makeMember(), me = makeMe()) {
  convex.setQuery("members:me", me);
  convex.setQuery("members:get", member);
  renderPage(<UserPage />, {
    route: "/user/p7",
    path: "/user/:userId",
    otherRoutes: { "/profile": <p>profile page</p> },
  });
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
      "Varna1 / 1",
      "Vashya1 / 2",
      "Tara1½ / 3",
      "Yoni2 / 4",
      "Graha Maitri½ / 5",
      "Gana6 / 6",
      "Bhakoot (Rashi)7 / 7",
      "Nadi8 / 8",
    ]);
    const poruthams = within(section).getByTestId("porutham-list");
    expect(within(poruthams).getAllByRole("listitem")).toHaveLength(10);
    expect(
      within(section).getByText("Counted from the bride's star to the groom's, as the panchangam's table reads."),
    ).toBeInTheDocument();
    expect(within(section).getByTestId("guna-source")).toHaveTextContent(
      "The total is the figure the Pidaparthi panchangam's guna table prints (where the table has a misprint, the sum of the kootas).",
    );
    expect(within(section).getByTestId("guna-source")).not.toHaveTextContent("add up to");
    expect(within(section).getByText(/consult your family's astrologer/)).toBeInTheDocument();
  });

  it("shows the panchangam's printed total, and what the kootas add up to when that differs", async () => {
    const section = await renderMember(makeMember({ ...pushyami, horoscope: horoscopeMatch(pushyami, groom) }));
    expect(within(section).getByTestId("guna-total")).toHaveTextContent("11 of 36 gunas");
    expect(within(section).getByTestId("guna-source")).toHaveTextContent("The kootas above add up to 11½");
  });

  it("says in plain words that the same rashi, star and pada does not suit, even for a star where a shared star is good", async () => {
    const rohiniBride = { gender: "Female", nakshatram: "Rohini", nakshatraPada: "2" } as const;
    const rohiniGroom = { gender: "Male", nakshatram: "Rohini", nakshatraPada: "2" } as const;
    const section = await renderMember(
      makeMember({ ...rohiniBride, horoscope: horoscopeMatch(rohiniBride, rohiniGroom) }),
    );
    expect(within(section).getByTestId("same-star")).toHaveTextContent(
      "Both are born under Rohini, in the same pada: the Telugu rule says the same rashi, star and pada does not suit.",
    );
    expect(within(section).getByTestId("porutham-list").querySelector('[data-porutham="rajju"]')).toHaveAttribute(
      "data-ok",
      "false",
    );
  });

  it("shows the figures and the notes in Telugu", async () => {
    addCopy(memberCopyTe, "te");
    await setLanguage("te");
    const section = await renderMember(makeMember({ ...pushyami, horoscope: horoscopeMatch(pushyami, groom) }));
    expect(within(section).getByTestId("guna-total")).toHaveTextContent("36 గుణాలలో 11");
    expect(within(section).getByTestId("guna-source")).toHaveTextContent("పిడపర్తి పంచాంగం");
    expect(within(section).getByTestId("guna-source")).toHaveTextContent("పై కూటముల మొత్తం 11½");
    section.remove();
    const rohini = { gender: "Female", nakshatram: "Rohini", nakshatraPada: "2" } as const;
    const same = await renderMember(
      makeMember({ ...rohini, horoscope: horoscopeMatch(rohini, { ...rohini, gender: "Male" }) }),
    );
    expect(within(same).getByTestId("same-star")).toHaveTextContent("ఒకటే రాశి, ఒకటే నక్షత్రం, ఒకటే పాదం అయితే కుదరదు");
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
    section = await renderMember(
      makeMember({ nakshatram: undefined, horoscope: null }),
      makeMe({ profile: { nakshatram: "Rohini" } }),
    );
    expect(within(section).getByText("Not given")).toBeInTheDocument();
  });
});

describe("the match card chip", () => {
  it("reads guna and porutham counts, and names a veto", () => {
    renderPage(<MatchCard card={makeCard(1, { horoscope: horoscopeSummary(groom, bride) })} />, {
      route: "/",
      path: "/",
    });
    expect(screen.getByTestId("horoscope-chip")).toHaveTextContent(/^Horoscope27\/36 · 7\/10$/);
    expect(screen.getByTestId("horoscope-figures")).toHaveTextContent("27/36 · 7/10");
  });

  it("reads the panchangam's figure, 11 for Pushyami 1 with Purvashada 3", () => {
    renderPage(<MatchCard card={makeCard(3, { horoscope: horoscopeSummary(groom, pushyami) })} />, {
      route: "/",
      path: "/",
    });
    expect(screen.getByTestId("horoscope-figures")).toHaveTextContent("11/36 · 5/10");
  });

  it("shows nothing without a horoscope", () => {
    renderPage(<MatchCard card={makeCard(2, { horoscope: null })} />, { route: "/", path: "/" });
    expect(screen.queryByTestId("horoscope-chip")).toBeNull();
  });
});
