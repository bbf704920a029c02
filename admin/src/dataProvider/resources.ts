/**
 * Which Convex function serves which react-admin call, per resource, and what each list accepts.
 *
 * Every staff list takes `{ paginationOpts, filter?, sort? }` (convex/model/admin/lists.ts). `filters`
 * names the filter keys a list accepts, each with how a form value becomes the server's value (anything
 * else in react-admin's filter is dropped, never sent: the server's validator would refuse it). `sorts`
 * names the fields an index serves; any other sort asks for the list's default order instead.
 */
import { HttpError } from "react-admin";
import { api } from "../convexApi";
import type { Args, MutationRef, QueryRef } from "./convexClient";

type Convert = (value: unknown) => unknown;
/** A one-shot query, for arguments that need a lookup first (a member by profile code). */
export type Reader = (ref: QueryRef, args: Args) => Promise<unknown>;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Text inputs: trimmed; empty means no filter. */
export const text: Convert = (value) => {
  if (typeof value !== "string") return undefined;
  const t = value.trim();
  return t === "" ? undefined : t;
};

/** Select inputs: the value as it is, empty means no filter. */
export const choice: Convert = (value) => (typeof value === "string" && value !== "" ? value : undefined);

/** Yes/no selects: URL filters arrive as strings. */
export const bool: Convert = (value) => {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  return undefined;
};

/** "YYYY-MM-DD" of a date input as the instant an Indian calendar day starts (or ends, inclusive). */
function istDay(value: unknown, end: boolean): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value !== "string") return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return undefined;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - IST_OFFSET_MS;
  return Number.isFinite(start) ? (end ? start + DAY_MS - 1 : start) : undefined;
}
export const dayStart: Convert = (value) => istDay(value, false);
export const dayEnd: Convert = (value) => istDay(value, true);

export interface SortSpec {
  fields: readonly string[];
  /** Some sorts need a filter (payments by paid time only among paid ones). */
  allowed?: (field: string, filter: Args) => boolean;
}

export interface ResourceSpec {
  list?: QueryRef;
  /** `{ id }` → the record, or null when it is gone. */
  get?: QueryRef;
  filters: Record<string, Convert>;
  sort: SortSpec;
  /** The react-admin id: the Convex `_id` (default) or another unique field. */
  idField?: string;
  /** getManyReference targets: react-admin's `target` → the list's filter key. */
  references?: Record<string, string>;
  /** Server field → form field, for errors shown under a form input. */
  errorFields?: Record<string, string>;
  create?: { ref: MutationRef; args: (data: Args, read: Reader) => Args | Promise<Args> };
  update?: { ref: MutationRef; args: (id: string, data: Args, previous: Args | undefined) => Args };
  remove?: { ref: MutationRef; args: (id: string, previous: Args | undefined, meta: Args | undefined) => Args };
}

/** The fields `admin/members:update` accepts (convex/model/admin/memberEdit.ts EDITABLE_KEYS). */
export const MEMBER_EDITABLE_FIELDS = [
  "residenceType",
  "country",
  "otherCountry",
  "fullName",
  "maritalStatus",
  "dateOfBirth",
  "timeOfBirth",
  "rashi",
  "nakshatram",
  "gotram",
  "birthPlace",
  "height",
  "complexion",
  "caste",
  "religion",
  "fatherName",
  "fatherProfession",
  "fatherDesignation",
  "motherName",
  "motherSurname",
  "motherProfession",
  "numberOfBrothers",
  "numberOfSisters",
  "state",
  "nativePlaceDistrict",
  "nativeStateOther",
  "place",
  "presentResidence",
  "financialStatus",
  "education",
  "collegeName",
  "profession",
  "otherProfession",
  "professionSector",
  "companyName",
  "workingPlace",
  "income",
  "partnerPreferenceType",
  "nriCountry",
  "partnerstate",
  "partnerprofessionSector",
  "mobileNumber",
  "altMobileNumber",
] as const;

type PatchValue = string | number | boolean | null;

function isPatchValue(value: unknown): value is PatchValue {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** Only the editable fields the form changed: a partial edit, as the server wants it. */
export function memberPatch(data: Args, previous: Args | undefined): Record<string, PatchValue> {
  const patch: Record<string, PatchValue> = {};
  // A cleared input may give "", null or undefined: all mean "left empty", which the server stores as absent.
  const empty = (v: unknown) => (v === "" || v === undefined ? null : v);
  for (const key of MEMBER_EDITABLE_FIELDS) {
    if (!(key in data)) continue;
    const value = empty(data[key]);
    if (!isPatchValue(value) || value === empty(previous?.[key])) continue;
    patch[key] = value;
  }
  return patch;
}

/** Rupees typed in a form ("1,178.82") as whole paise; NaN when it is not an amount. */
export function rupeesToPaise(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.replace(/[,\s₹]/g, "")) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : NaN;
}

export const PROFILE_CODE_NOT_FOUND = "No member has this profile code.";

/** The member's id, from the form's `profileId`, or looked up from a typed `profileCode`. */
async function profileIdOf(data: Args, read: Reader): Promise<unknown> {
  if (typeof data.profileId === "string" && data.profileId !== "") return data.profileId;
  const code = typeof data.profileCode === "string" ? data.profileCode.trim() : "";
  const found = code === "" ? null : ((await read(api.admin.lookup.find, { query: code })) as LookupAnswer);
  const card = found?.matchedBy === "code" ? found.cards[0] : undefined;
  if (card === undefined) {
    throw new HttpError(PROFILE_CODE_NOT_FOUND, 400, {
      code: "invalid",
      message: PROFILE_CODE_NOT_FOUND,
      field: "profileCode",
      errors: { profileCode: PROFILE_CODE_NOT_FOUND },
    });
  }
  return card._id;
}

type LookupAnswer = { matchedBy: string | null; cards: { _id: string }[] };

/** The offline payment form → `admin/payments:recordOffline` args. */
export async function offlinePaymentArgs(data: Args, read: Reader): Promise<Args> {
  return {
    profileId: await profileIdOf(data, read),
    amountPaise: data.amountPaise ?? rupeesToPaise(data.amountRupees),
    reference: typeof data.reference === "string" ? data.reference : "",
    paidOn: data.paidOn instanceof Date ? data.paidOn.getTime() : (data.paidOn ?? ""),
    method: data.method,
    ...(typeof data.planId === "string" && data.planId !== "" ? { planId: data.planId } : {}),
  };
}

/** A number input's value, or null when left empty (the server reads null as "no limit"). */
function optionalNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "number" ? value : Number(value);
}

/** A date input's value as the start of that day in India, or null when empty. */
function optionalDay(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  return value === null || value === undefined || value === ""
    ? null
    : ((dayStart(value) as number | undefined) ?? NaN);
}

/** The plan form → `admin/plans:create`/`update` fields: rupees typed become paise, GST % becomes basis points. */
export function planFields(data: Args): Args {
  return {
    nameEn: typeof data.nameEn === "string" ? data.nameEn : "",
    nameTe: typeof data.nameTe === "string" ? data.nameTe : "",
    days: Number(data.days),
    pricePaise: rupeesToPaise(data.priceRupees),
    gstRateBasisPoints: Math.round(Number(data.gstPercent) * 100),
    contactReveals: optionalNumber(data.contactReveals),
    active: data.active !== false,
  };
}

/** The coupon form → `admin/coupons:create`/`update` fields: a percent, or rupees off as paise. */
export function couponFields(data: Args): Args {
  const kind = data.kind === "amount" ? "amount" : "percent";
  return {
    kind,
    value: kind === "amount" ? rupeesToPaise(data.valueRupees) : Number(data.percent),
    validFrom: optionalDay(data.validFrom),
    validUntil: optionalDay(data.validUntil),
    maxUsesPerMember: optionalNumber(data.maxUsesPerMember),
    maxUsesTotal: optionalNumber(data.maxUsesTotal),
    active: data.active !== false,
  };
}

export const RESOURCES: Record<string, ResourceSpec> = {
  approvals: {
    list: api.admin.approvals.list,
    get: api.admin.members.get,
    filters: { gender: choice, createdFrom: dayStart, createdTo: dayEnd },
    sort: { fields: ["createdAt"] },
  },
  /** Changes approved members made to reviewed fields, beside new profiles in the approvals queue. */
  profileChanges: {
    list: api.admin.profileChanges.list,
    filters: {},
    sort: { fields: ["submittedAt"] },
  },
  members: {
    list: api.admin.members.list,
    get: api.admin.members.get,
    filters: {
      q: text,
      status: choice,
      gender: choice,
      caste: choice,
      religion: choice,
      residenceType: choice,
      state: choice,
      premium: bool,
      createdFrom: dayStart,
      createdTo: dayEnd,
    },
    sort: { fields: ["createdAt", "premiumUntil"] },
    update: {
      ref: api.admin.members.update,
      args: (id, data, previous) => ({ id, patch: memberPatch(data, previous) }),
    },
    remove: {
      ref: api.admin.members.remove,
      args: (id, _previous, meta) => ({ id, confirm: typeof meta?.confirm === "string" ? meta.confirm : "" }),
    },
  },
  payments: {
    list: api.admin.payments.list,
    get: api.admin.payments.get,
    filters: { status: choice, provider: choice, profileId: choice, createdFrom: dayStart, createdTo: dayEnd },
    sort: {
      fields: ["createdAt", "paidAt"],
      // The paid-time index holds paid payments only, and a member's few payments go by creation.
      allowed: (field, filter) => field !== "paidAt" || (filter.status === "paid" && filter.profileId === undefined),
    },
    references: { profileId: "profileId" },
    errorFields: { amountPaise: "amountRupees" },
    create: { ref: api.admin.payments.recordOffline, args: offlinePaymentArgs },
  },
  plans: {
    list: api.admin.plans.list,
    get: api.admin.plans.get,
    filters: {},
    sort: { fields: [] },
    errorFields: { pricePaise: "priceRupees", gstRateBasisPoints: "gstPercent" },
    create: {
      ref: api.admin.plans.create,
      args: (data) => ({ key: typeof data.key === "string" ? data.key : "", ...planFields(data) }),
    },
    update: { ref: api.admin.plans.update, args: (id, data) => ({ id, ...planFields(data) }) },
  },
  coupons: {
    list: api.admin.coupons.list,
    get: api.admin.coupons.get,
    filters: {},
    sort: { fields: [] },
    errorFields: { value: "percent" },
    create: {
      ref: api.admin.coupons.create,
      args: (data) => ({ code: typeof data.code === "string" ? data.code : "", ...couponFields(data) }),
    },
    update: { ref: api.admin.coupons.update, args: (id, data) => ({ id, ...couponFields(data) }) },
  },
  notes: {
    list: api.admin.notes.list,
    filters: { profileId: choice },
    sort: { fields: ["createdAt"] },
    references: { profileId: "profileId" },
    create: {
      ref: api.admin.notes.add,
      args: (data) => ({ profileId: data.profileId, text: typeof data.text === "string" ? data.text : "" }),
    },
  },
  staff: {
    list: api.admin.staff.list,
    filters: { role: choice },
    sort: { fields: ["email"] },
    idField: "email",
    create: {
      ref: api.admin.staff.add,
      args: (data) => ({ email: typeof data.email === "string" ? data.email : "", role: data.role }),
    },
    remove: { ref: api.admin.staff.remove, args: (id) => ({ email: id }) },
  },
  reports: {
    list: api.admin.reports.list,
    get: api.admin.reports.get,
    filters: { status: choice, reportedId: choice },
    sort: { fields: ["createdAt"] },
    references: { reportedId: "reportedId" },
    errorFields: { reason: "reason", confirm: "confirm", text: "text" },
  },
  /** The safety queue: open entries oldest first; by kind. */
  safety: {
    list: api.admin.safety.list,
    get: api.admin.safety.get,
    filters: { status: choice, kind: choice },
    sort: { fields: ["createdAt"] },
    errorFields: { reason: "reason" },
  },
  /** The verification queue: admins only; oldest first. */
  verifications: {
    list: api.admin.verifications.list,
    get: api.admin.verifications.get,
    filters: { kind: choice },
    sort: { fields: ["submittedAt"] },
    errorFields: { reason: "reason" },
  },
  /** The photo queue: photos members added after approval, waiting for staff; oldest first. */
  photos: {
    list: api.admin.photos.list,
    get: api.admin.photos.get,
    filters: {},
    sort: { fields: ["createdAt"] },
  },
  audit: {
    list: api.admin.audit.list,
    filters: { actor: text, action: text, target: text, from: dayStart, to: dayEnd },
    sort: { fields: ["at"] },
  },
};
