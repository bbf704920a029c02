/** Records as the admin functions return them (convex/model/admin/projections.ts and friends). */
const NOW = Date.UTC(2025, 1, 5, 6, 30);

export const memberRow = {
  _id: "p1",
  profileCode: "TM23ABCD",
  fullName: "Lakshmi Reddy",
  gender: "Female",
  age: 27,
  dateOfBirth: "10/01/1998",
  caste: "Reddy",
  religion: "Hindu",
  residenceType: "India",
  state: "Andhra Pradesh",
  presentResidence: "Nellore",
  profession: "Teacher",
  status: "pending",
  statusReason: null,
  plan: "Free",
  premiumUntil: null,
  // Masked, as every list and record sends them (full only through admin/members:viewContacts).
  email: "la•••@example.com",
  mobileNumber: "+91 98•••••210",
  photoUrl: null,
  createdAt: NOW,
};

export const approvalRow = {
  ...memberRow,
  maritalStatus: "Single",
  height: `5'4"`,
  education: "M.Sc",
  professionSector: "Government",
  fatherName: "Suresh Reddy",
  motherName: "Padma",
  nativePlaceDistrict: "Nellore",
  registrationDate: new Date(NOW).toISOString(),
  photos: [],
  jatakam: null,
  sameMobileAs: [] as string[],
};

export const memberRecord = {
  ...approvalRow,
  preferredLanguage: null as "en" | "te" | null,
  timeOfBirth: "06:30",
  termsAcceptedAt: NOW,
  updatedAt: NOW,
  altMobileNumber: null,
  partnerPreferenceType: "India",
  partnerstate: "Andhra Pradesh",
  partnerprofessionSector: "All",
  payments: [],
  viewedBy: [],
  viewed: [],
  revealedBy: [],
  revealed: [],
  notes: [],
  audit: [],
  safety: { shortlistedBy: [], blockedBy: [], blocked: [], reportsAgainst: [] },
  interests: {
    sent: [
      {
        _id: "i1",
        other: { profileId: "p2", profileCode: "TM99WXYZ", fullName: "Ravi Kumar", at: NOW },
        status: "accepted" as const,
        template: "liked" as const,
        note: "We are from Guntur.",
        reply: "happy" as const,
        updatedAt: NOW,
      },
    ],
    received: [],
  },
};

export function callCard(overrides: Record<string, unknown> = {}) {
  return {
    _id: "p1",
    fullName: "Lakshmi Reddy",
    profileCode: "TM23ABCD",
    gender: "Female",
    preferredLanguage: null as "en" | "te" | null,
    status: "approved",
    statusReason: null,
    plan: "Free",
    premiumUntil: null,
    mobile: "+91 98•••••210",
    altMobile: null,
    email: "la•••@example.com",
    photoUrl: null,
    createdAt: NOW,
    lastPayments: [],
    lastNotes: [] as {
      _id: string;
      profileId: string;
      profileCode: string;
      fullName: string;
      author: string;
      text: string;
      createdAt: number;
    }[],
    ...overrides,
  };
}
