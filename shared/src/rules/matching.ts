/**
 * The matching rule of SPEC §7, kept literally. The seed filtered the whole users collection on the client;
 * the server now picks an index with `matchBranch` and applies `isMatch` to what the index returns.
 */
import type {
  Caste,
  Gender,
  NativeState,
  PartnerPreferenceType,
  PartnerProfessionSector,
  PartnerState,
  ProfessionSector,
  Religion,
} from "../options";
import { isActive, type ProfileStatus } from "./status";

export type MatchViewer = {
  gender: Gender;
  caste: Caste;
  religion: Religion;
  partnerPreferenceType?: PartnerPreferenceType;
  partnerstate?: PartnerState;
  partnerprofessionSector?: PartnerProfessionSector | "";
};

export type MatchCandidate = {
  status: ProfileStatus;
  gender: Gender;
  caste: Caste;
  religion: Religion;
  partnerPreferenceType?: PartnerPreferenceType;
  state: NativeState;
  professionSector: ProfessionSector;
};

export type MatchBranch =
  | { kind: "nri" }
  | { kind: "india"; state: PartnerState | undefined }
  | { kind: "state"; state: PartnerState | undefined };

export function oppositeGender(g: Gender): Gender {
  return g === "Male" ? "Female" : "Male";
}

/** Which branch of the preference rule applies to this viewer. */
export function matchBranch(viewer: MatchViewer): MatchBranch {
  if (viewer.partnerPreferenceType === "NRI") return { kind: "nri" };
  if (viewer.partnerPreferenceType === "India") return { kind: "india", state: viewer.partnerstate };
  return { kind: "state", state: viewer.partnerstate };
}

/** "All", empty or unset matches any sector; anything else must be equal. */
export function sectorMatches(viewer: MatchViewer, candidateSector: ProfessionSector): boolean {
  const wanted = viewer.partnerprofessionSector;
  if (wanted === undefined || wanted === "" || wanted === "All") return true;
  return wanted === candidateSector;
}

function branchMatches(branch: MatchBranch, candidate: MatchCandidate): boolean {
  switch (branch.kind) {
    case "nri":
      return candidate.partnerPreferenceType === "NRI";
    case "india":
      return (
        candidate.partnerPreferenceType === "India" && branch.state !== undefined && candidate.state === branch.state
      );
    case "state":
      // Literal rule: the candidate's state must equal the preferred state, so a viewer without a preferred
      // state matches nobody on this branch. Registration and preference edit require the state for this reason.
      return branch.state !== undefined && candidate.state === branch.state;
  }
}

export function isMatch(viewer: MatchViewer, candidate: MatchCandidate): boolean {
  return (
    isActive(candidate.status) &&
    candidate.gender !== viewer.gender &&
    candidate.caste === viewer.caste &&
    candidate.religion === viewer.religion &&
    branchMatches(matchBranch(viewer), candidate) &&
    sectorMatches(viewer, candidate.professionSector)
  );
}

/** Matches are listed newest createdAt first (§7). */
export function byNewestFirst<T extends { createdAt: number }>(a: T, b: T): number {
  return b.createdAt - a.createdAt;
}
