import { v } from "convex/values";
import {
  approvedMutation,
  approvedQuery,
  identifiedMutation,
  identifiedQuery,
  memberMutation,
  memberQuery,
} from "./functions";
import * as Account from "./model/members/account";
import * as Profiles from "./model/members/profiles";
import { setPaused as pauseProfile } from "./model/members/pause";
import * as ProfileChanges from "./model/members/profileChanges";
import { vMe, vMemberPage } from "./model/members/projections";
import { vContactPerson } from "./model/parents/contactPerson";
import { vFormInput, vLanguage, vPhoneVisibility, vPhotoVisibility, vRefineInput } from "./validators";

/**
 * Create the signed-in identity's profile from the four-step wizard (SPEC §4); it starts pending. Step 4's
 * privacy choices are saved with it, in the same transaction; absent, the defaults apply.
 * Null, and no profile, when the phone or email is a suspended or removed member's (model/safety/records.ts):
 * the attempt is kept for staff (a thrown error would undo that write), and the app shows a neutral message.
 */
export const register = identifiedMutation({
  args: {
    profile: vFormInput,
    privacy: v.optional(v.object({ phone: vPhoneVisibility, photos: vPhotoVisibility })),
    refine: v.optional(vRefineInput),
  },
  returns: v.union(v.id("profiles"), v.null()),
  handler: async (ctx, { profile, privacy, refine }) =>
    await Account.register(ctx, ctx.identity, profile, privacy, refine),
});

/** The caller's own profile, contacts, membership and completion; null before registration. */
export const me = identifiedQuery({
  args: {},
  returns: v.union(vMe, v.null()),
  handler: async (ctx) => (ctx.profile === null ? null : await Account.me(ctx, ctx.profile)),
});

/**
 * Profile edit (SPEC §5 messages); status, premium and roles cannot be set through it. On an approved
 * profile a new name, marital status, caste or religion waits for staff review instead (`me.pendingChange`).
 */
export const update = memberMutation({
  args: { profile: vFormInput },
  returns: v.null(),
  handler: async (ctx, { profile }) => await Account.update(ctx, ctx.profile, profile),
});

/**
 * Take back a change of name, marital status, caste or religion that waits for staff review
 * (model/members/profileChanges.ts); nothing waiting is no error.
 */
export const withdrawProfileChange = memberMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => await ProfileChanges.withdraw(ctx, ctx.profile),
});

/** The partner preference (SPEC §5) and, when sent, the refine preferences that narrow matches. */
export const updatePreference = memberMutation({
  args: { preference: vFormInput, refine: v.optional(vRefineInput) },
  returns: v.null(),
  handler: async (ctx, { preference, refine }) => await Account.updatePreference(ctx, ctx.profile, preference, refine),
});

/** Remember the member's app language (English or Telugu) on their profile; unchanged, nothing is written. */
export const setPreferredLanguage = memberMutation({
  args: { language: vLanguage },
  returns: v.null(),
  handler: async (ctx, { language }) => await Account.setPreferredLanguage(ctx, ctx.profile, language),
});

/**
 * Another member's page: approved viewers see approved members, without contact data, once `views.record`
 * recorded (and counted) the opening; null otherwise.
 */
export const get = approvedQuery({
  args: { profileId: v.string() },
  returns: v.union(vMemberPage, v.null()),
  handler: async (ctx, { profileId }) => await Profiles.get(ctx, ctx.profile, profileId),
});

/** Premium, approved viewers only: the member's numbers and email, recorded in contactReveals. */
export const revealContact = approvedMutation({
  args: { profileId: v.string() },
  returns: v.object({
    mobileNumber: v.string(),
    altMobileNumber: v.union(v.string(), v.null()),
    email: v.string(),
    /** Whom the caller will speak to; only ever with the revealed number. */
    contactPerson: vContactPerson,
  }),
  handler: async (ctx, { profileId }) => await Profiles.revealContact(ctx, ctx.profile, profileId),
});

/**
 * Hide (pause) or show again the caller's profile: while paused it is left out of matches, search by profile
 * ID and new interests; conversations and accepted interests go on (model/members/pause.ts).
 */
export const setPaused = memberMutation({
  args: { paused: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { paused }) => await pauseProfile(ctx, ctx.profile, paused),
});

/** Permanently delete the caller's data (the identity is deleted by the identity provider). */
export const deleteMyAccount = memberMutation({
  args: { confirm: v.literal(true) },
  returns: v.null(),
  handler: async (ctx) => await Account.deleteAccount(ctx, ctx.profile),
});

/**
 * One further part of a long list of the download (`more` in exportMyData names them), newest first, from
 * the start when `cursor` is null.
 */
export const exportMyDataPart = memberQuery({
  args: { list: v.union(...Account.EXPORT_LISTS.map((l) => v.literal(l))), cursor: v.union(v.string(), v.null()) },
  returns: v.object({
    rows: v.array(v.object({ profile: v.string(), at: v.number() })),
    continueCursor: v.string(),
    isDone: v.boolean(),
  }),
  handler: async (ctx, { list, cursor }) => await Account.exportPart(ctx, ctx.profile, list, cursor),
});

/** All of the caller's own data as a JSON text, to download. */
export const exportMyData = memberQuery({
  args: {},
  returns: v.string(),
  handler: async (ctx) => await Account.exportData(ctx, ctx.profile),
});
