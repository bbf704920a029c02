import { describe, expect, it } from "vitest";
import {
  byNewestFirst,
  isMatch,
  matchBranch,
  type MatchCandidate,
  type MatchViewer,
  oppositeGender,
  sectorMatches,
} from "./matching";

const viewer: MatchViewer = {
  gender: "Male",
  caste: "Gowda",
  religion: "Hindu",
  partnerPreferenceType: "India",
  partnerstate: "Telangana",
  partnerprofessionSector: "All",
};

const candidate: MatchCandidate = {
  status: "approved",
  gender: "Female",
  caste: "Gowda",
  religion: "Hindu",
  partnerPreferenceType: "India",
  state: "Telangana",
  professionSector: "Private",
};

describe("isMatch (SPEC §7)", () => {
  const cases: {
    name: string;
    viewer?: Partial<MatchViewer>;
    candidate?: Partial<MatchCandidate>;
    expected: boolean;
  }[] = [
    { name: "India: same type and same state", expected: true },
    { name: "India: different state", candidate: { state: "Andhra Pradesh" }, expected: false },
    { name: "India: candidate state Other", candidate: { state: "Other" }, expected: false },
    { name: "India: candidate prefers NRI", candidate: { partnerPreferenceType: "NRI" }, expected: false },
    {
      name: "India: candidate has no preference type",
      candidate: { partnerPreferenceType: undefined },
      expected: false,
    },
    { name: "India: viewer without partner state", viewer: { partnerstate: undefined }, expected: false },
    {
      name: "NRI: candidate prefers NRI, any state",
      viewer: { partnerPreferenceType: "NRI" },
      candidate: { partnerPreferenceType: "NRI", state: "Other" },
      expected: true,
    },
    {
      name: "NRI: state is not compared",
      viewer: { partnerPreferenceType: "NRI", partnerstate: "Andhra Pradesh" },
      candidate: { partnerPreferenceType: "NRI" },
      expected: true,
    },
    { name: "NRI: candidate prefers India", viewer: { partnerPreferenceType: "NRI" }, expected: false },
    {
      name: "NRI: candidate has no preference type",
      viewer: { partnerPreferenceType: "NRI" },
      candidate: { partnerPreferenceType: undefined },
      expected: false,
    },
    {
      name: "no type: same state, any candidate type",
      viewer: { partnerPreferenceType: undefined },
      candidate: { partnerPreferenceType: "NRI" },
      expected: true,
    },
    {
      name: "no type: same state, candidate without type",
      viewer: { partnerPreferenceType: undefined },
      candidate: { partnerPreferenceType: undefined },
      expected: true,
    },
    {
      name: "no type: different state",
      viewer: { partnerPreferenceType: undefined },
      candidate: { state: "Andhra Pradesh" },
      expected: false,
    },
    {
      name: "no type and no partner state: nobody (literal rule)",
      viewer: { partnerPreferenceType: undefined, partnerstate: undefined },
      expected: false,
    },
    {
      name: "sector All matches any",
      viewer: { partnerprofessionSector: "All" },
      candidate: { professionSector: "Not Working" },
      expected: true,
    },
    {
      name: "sector empty matches any",
      viewer: { partnerprofessionSector: "" },
      candidate: { professionSector: "Business" },
      expected: true,
    },
    {
      name: "sector unset matches any",
      viewer: { partnerprofessionSector: undefined },
      candidate: { professionSector: "Government" },
      expected: true,
    },
    {
      name: "specific sector, equal",
      viewer: { partnerprofessionSector: "Government" },
      candidate: { professionSector: "Government" },
      expected: true,
    },
    {
      name: "specific sector, different",
      viewer: { partnerprofessionSector: "Government" },
      candidate: { professionSector: "Private" },
      expected: false,
    },
    { name: "candidate pending", candidate: { status: "pending" }, expected: false },
    { name: "candidate rejected", candidate: { status: "rejected" }, expected: false },
    { name: "candidate suspended", candidate: { status: "suspended" }, expected: false },
    { name: "same gender", candidate: { gender: "Male" }, expected: false },
    {
      name: "female viewer, male candidate",
      viewer: { gender: "Female" },
      candidate: { gender: "Male" },
      expected: true,
    },
    { name: "different caste", candidate: { caste: "Reddy" }, expected: false },
    { name: "different religion", candidate: { religion: "Converted Christian" }, expected: false },
  ];
  it.each(cases)("$name → $expected", ({ viewer: v, candidate: c, expected }) => {
    expect(isMatch({ ...viewer, ...v }, { ...candidate, ...c })).toBe(expected);
  });
});

describe("matchBranch", () => {
  it.each([
    [{ partnerPreferenceType: "NRI" as const }, { kind: "nri" }],
    [{ partnerPreferenceType: "India" as const }, { kind: "india", state: "Telangana" }],
    [
      { partnerPreferenceType: "India" as const, partnerstate: undefined },
      { kind: "india", state: undefined },
    ],
    [{ partnerPreferenceType: undefined }, { kind: "state", state: "Telangana" }],
    [
      { partnerPreferenceType: undefined, partnerstate: undefined },
      { kind: "state", state: undefined },
    ],
  ])("%o → %o", (v, expected) => {
    expect(matchBranch({ ...viewer, ...v })).toEqual(expected);
  });
});

describe("helpers", () => {
  it("sectorMatches", () => {
    expect(sectorMatches({ ...viewer, partnerprofessionSector: "Business" }, "Business")).toBe(true);
    expect(sectorMatches({ ...viewer, partnerprofessionSector: "Business" }, "Private")).toBe(false);
  });
  it("oppositeGender", () => {
    expect(oppositeGender("Male")).toBe("Female");
    expect(oppositeGender("Female")).toBe("Male");
  });
  it("byNewestFirst sorts newest createdAt first", () => {
    const rows = [{ createdAt: 2 }, { createdAt: 3 }, { createdAt: 1 }];
    expect([...rows].sort(byNewestFirst).map((r) => r.createdAt)).toEqual([3, 2, 1]);
  });
});
