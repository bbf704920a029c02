import type { MatchCardData } from "../components/MatchCard";
import type { Id } from "../convexApi";
import type { Me } from "../features/session/useSession";
import type { MemberPageData } from "../features/members/types";

/** Ids look like Convex's to the types; the fake backend never checks them. */
export function fakeId<T extends "profiles" | "photos">(text: string): Id<T> {
  return text as Id<T>;
}

/** A complete, valid profile: it passes the shared edit schema as it is. */
const PROFILE: Me["profile"] = {
  _id: fakeId("me1"),
  profileCode: "TMRAVI01",
  status: "approved",
  registrationDate: "2025-01-01T00:00:00.000Z",
  createdAt: 1_700_000_000_000,
  residenceType: "India",
  fullName: "Ravi Chowdary",
  gender: "Male",
  maritalStatus: "Single",
  dateOfBirth: "14/03/1994",
  height: `5'9"`,
  caste: "Kamma",
  religion: "Hindu",
  fatherName: "Sandeep Chowdary",
  motherName: "Kavya",
  state: "Andhra Pradesh",
  nativePlaceDistrict: "Guntur",
  presentResidence: "Hyderabad",
  education: "B.Tech",
  profession: "Software Engineer",
  professionSector: "Private",
  workingPlace: "Hyderabad",
  partnerPreferenceType: "India",
  partnerstate: "Andhra Pradesh",
  partnerprofessionSector: "All",
};

export function makeMe(overrides: { profile?: Partial<Me["profile"]> } & Partial<Omit<Me, "profile">> = {}): Me {
  const { profile, ...rest } = overrides;
  return {
    profile: { ...PROFILE, ...profile },
    contacts: { email: "ravi@example.com", mobileNumber: "+919876543210", altMobileNumber: null, contactPerson: null },
    membership: { plan: "Free", premiumUntil: null },
    completion: 75,
    photos: [],
    jatakam: null,
    ...rest,
  };
}

export function makeCard(n: number, overrides: Partial<MatchCardData> = {}): MatchCardData {
  return {
    _id: fakeId(`p${String(n)}`),
    profileCode: `TMCODE${String(n)}`,
    fullName: `Bride ${String(n)}`,
    age: 25 + n,
    height: `5'${String(n % 12)}"`,
    caste: "Kamma",
    religion: "Hindu",
    profession: "Doctor",
    place: "Guntur",
    photoUrl: null,
    photoLock: null,
    photoThumbUrl: null,
    createdAt: 1_700_000_000_000 - n,
    horoscope: null,
    badges: { mobile: false, email: false, id: false, photo: false },
    mutual: false,
    ...overrides,
  };
}

export function makeMember(overrides: Partial<MemberPageData> = {}): MemberPageData {
  const { _id: _ignored, profileCode: _code, status: _s, registrationDate: _r, createdAt: _c, ...fields } = PROFILE;
  return {
    ...fields,
    _id: fakeId("p7"),
    profileCode: "TMLAKS07",
    fullName: "Lakshmi Reddy",
    gender: "Female",
    age: 27,
    isPremium: false,
    photos: [
      {
        photoId: fakeId("ph1"),
        url: "https://files.example/lakshmi.jpg",
        thumbUrl: "https://files.example/lakshmi-card.jpg",
        order: 0,
      },
    ],
    photoLock: null,
    jatakam: null,
    jatakamLock: null,
    contactAccess: "allowed",
    createdAt: 1_700_000_000_000,
    horoscope: null,
    badges: { mobile: false, email: false, id: false, photo: false },
    ...overrides,
  };
}
