import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeId, makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import BiodataPage from "./Biodata.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const HOROSCOPE = {
  nakshatram: "Rohini",
  nakshatraPada: "2",
  rashi: "Vrushabham",
  gotram: "Kashyapa",
  kujaDosham: "No",
} as const;
const PHOTO = {
  photoId: fakeId<"photos">("ph1"),
  url: "https://site.test/photos?p=1",
  thumbUrl: "https://site.test/photos?p=1&k=thumb",
  order: 0,
};

async function sheet() {
  // The first sheet waits for its language's words (a dynamic import), slower on a busy machine.
  return await screen.findByTestId("biodata-sheet", {}, { timeout: 5000 });
}

describe("/biodata: the member's own biodata", () => {
  beforeEach(() => {
    convex.setQuery("members:me", makeMe({ profile: { ...HOROSCOPE }, photos: [PHOTO] }));
    convex.setQuery("biodata:myLinks", []);
  });

  it("previews the horoscope, family and partner sections, with the photo and without contacts by default", async () => {
    renderPage(<BiodataPage />);
    const doc = await sheet();
    expect(doc).toHaveAttribute("lang", "en");
    for (const section of [
      "Personal details",
      "Horoscope",
      "Family details",
      "Education and work",
      "Partner expectations",
    ]) {
      expect(within(doc).getByRole("heading", { name: section })).toBeInTheDocument();
    }
    expect(within(doc).getByText("Rohini (రోహిణి)")).toBeInTheDocument();
    expect(within(doc).getByText("Kashyapa")).toHaveAttribute("translate", "no");
    expect(within(doc).getByRole("img", { name: "Photo of Ravi Chowdary" })).toHaveAttribute("src", PHOTO.url);
    expect(doc).not.toHaveTextContent("+919876543210");
    expect(doc).not.toHaveTextContent("ravi@example.com");
    expect(within(doc).queryByRole("heading", { name: "Contact" })).toBeNull();
  });

  it.each([
    { tick: "My mobile number", shows: "+919876543210" },
    { tick: "My email", shows: "ravi@example.com" },
  ])("ticking $tick puts it on the sheet", async ({ tick, shows }) => {
    const user = userEvent.setup();
    renderPage(<BiodataPage />);
    await user.click(screen.getByRole("checkbox", { name: tick }));
    const doc = await sheet();
    expect(within(doc).getByRole("heading", { name: "Contact" })).toBeInTheDocument();
    expect(doc).toHaveTextContent(shows);
  });

  it("unticking the photo takes it off", async () => {
    const user = userEvent.setup();
    renderPage(<BiodataPage />);
    await user.click(screen.getByRole("checkbox", { name: "My photo" }));
    expect(within(await sheet()).queryByRole("img")).toBeNull();
  });

  it("makes the biodata in Telugu while the app stays in English", async () => {
    const user = userEvent.setup();
    renderPage(<BiodataPage />);
    await user.click(screen.getByRole("radio", { name: "తెలుగు" }));
    await waitFor(async () => expect(await sheet()).toHaveAttribute("lang", "te"), { timeout: 5000 });
    const doc = await sheet();
    expect(within(doc).getByRole("heading", { name: "పెళ్లి బయోడేటా" })).toBeInTheDocument();
    expect(within(doc).getByRole("heading", { name: "జాతక వివరాలు" })).toBeInTheDocument();
    expect(within(doc).getByText("రోహిణి")).toBeInTheDocument();
    // The page around it is still English.
    expect(screen.getByRole("heading", { level: 1, name: "Marriage biodata" })).toBeInTheDocument();
  });

  it("prints with the browser's own print", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderPage(<BiodataPage />);
    await user.click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("makes a link in the chosen language and photo choice, and offers WhatsApp with a line and the link", async () => {
    const user = userEvent.setup();
    convex
      .mutation("biodata:createLink")
      .mockResolvedValueOnce({ linkId: fakeId("l1"), token: "tok_abc", expiresAt: 1 });
    renderPage(<BiodataPage />);
    await user.click(screen.getByRole("radio", { name: "తెలుగు" }));
    await user.click(screen.getByRole("button", { name: "Make a link" }));
    expect(convex.mutation("biodata:createLink")).toHaveBeenCalledWith({ language: "te", includePhoto: true });
    const url = `${window.location.origin}/biodata/tok_abc`;
    expect(await screen.findByRole("textbox", { name: "Biodata link" })).toHaveValue(url);
    const whatsapp = screen.getByRole("link", { name: "Send on WhatsApp" });
    expect(whatsapp.getAttribute("href")).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Namaste! Please see the marriage biodata of Ravi Chowdary: ${url}`)}`,
    );
  });

  it("lists links with their views and revokes a live one", async () => {
    const user = userEvent.setup();
    const base = {
      language: "te",
      includePhoto: false,
      createdAt: 1_700_000_000_000,
      expiresAt: 1_700_600_000_000,
      views: 3,
    } as const;
    convex.setQuery("biodata:myLinks", [
      { ...base, _id: fakeId("l1"), revokedAt: null, live: true },
      { ...base, _id: fakeId("l2"), revokedAt: 1_700_100_000_000, live: false },
    ]);
    renderPage(<BiodataPage />);
    const [live, revoked] = screen.getAllByTestId("biodata-link");
    expect(live).toHaveTextContent("Active");
    expect(live).toHaveTextContent("3 views");
    expect(revoked).toHaveTextContent("Revoked");
    expect(within(revoked as HTMLElement).queryByRole("button", { name: "Revoke" })).toBeNull();
    await user.click(within(live as HTMLElement).getByRole("button", { name: "Revoke" }));
    expect(convex.mutation("biodata:revokeLink")).toHaveBeenCalledWith({ linkId: fakeId("l1") });
  });

  it("a member awaiting approval may print but not share", async () => {
    convex.setQuery("members:me", makeMe({ profile: { status: "pending" } }));
    renderPage(<BiodataPage />);
    expect(await screen.findByText("You can share a link once your profile is approved.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Make a link" })).toBeNull();
  });
});
