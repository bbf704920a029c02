import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeMe } from "../test/fixtures";
import { convex } from "../test/fakeConvex";
import { renderPage } from "../test/render";
import SharedBiodataPage from "./SharedBiodata.page";

vi.mock("convex/react", async () => (await import("../test/fakeConvex")).fakeConvexReact);

const {
  _id: _id,
  status: _s,
  registrationDate: _r,
  createdAt: _c,
  preferredLanguage: _l,
  matchFilters: _m,
  statusReason: _sr,
  ...fields
} = makeMe().profile;
const SHARED = {
  ...fields,
  nakshatram: "Rohini",
  gotram: "Kashyapa",
  age: 28,
  language: "te",
  photoUrl: null,
  expiresAt: 1_700_600_000_000,
} as const;

function open(answer: unknown) {
  convex.mutation("biodata:open").mockResolvedValueOnce(answer);
  return renderPage(<SharedBiodataPage />, { route: "/biodata/tok_abc", path: "/biodata/:token" });
}

describe("/biodata/:token: a shared biodata, signed out", () => {
  it("opens the link once and shows the biodata in the owner's language, the page in the reader's", async () => {
    open(SHARED);
    const doc = await screen.findByTestId("biodata-sheet");
    expect(convex.mutation("biodata:open")).toHaveBeenCalledExactlyOnceWith({ token: "tok_abc" });
    expect(doc).toHaveAttribute("lang", "te");
    expect(within(doc).getByText("రోహిణి")).toBeInTheDocument();
    expect(within(doc).queryByRole("img")).toBeNull();
    expect(screen.getByText(/This link works until/)).toBeInTheDocument();
  });

  it("an ended link says so, with no biodata", async () => {
    open(null);
    expect(
      await screen.findByText("This biodata link has ended: it expired or its owner withdrew it."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("biodata-sheet")).toBeNull();
  });
});
