/**
 * The authorization matrix (docs/security.md): each public function of every module × every role, and a leak
 * check on every answer. Functions are enumerated from the modules' exports, so a function added later
 * without an entry here fails the suite.
 */
import { ConvexError } from "convex/values";
import { getFunctionName, type FunctionReference } from "convex/server";
import { describe, expect, test } from "vitest";
import { VERIFICATION_FILE_PATH } from "./model/verification/fileLinks";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { editForm, registrationForm, ROLES, seedWorld, storeFile, type Role, type World } from "./test.fixtures";
import {
  checkoutAnswer,
  fakeRazorpay,
  seedInvoicedPayment,
  seedOrder,
  seedPaidPayment,
  useRazorpayEnv,
} from "./test.payments";
import { newToken, sha256Hex } from "./model/tokens";
import { makeProfileCode } from "@matrimony/shared/profileCode";

type Outcome =
  | "ok"
  | "unauthenticated"
  | "no_profile"
  | "not_approved"
  | "forbidden"
  | "premium_required"
  | "not_found"
  | "conflict"
  | "invalid";
type Kind = "query" | "mutation" | "action";
type Case = {
  fn: FunctionReference<Kind, "public">;
  kind: Kind;
  args: (w: World, role: Role) => Promise<Record<string, unknown>> | Record<string, unknown>;
  expect: Partial<Record<Role, Outcome>> & { default: Outcome };
};

const MEMBERS: Role[] = ["pending", "approved", "premium", "another"];
const allMembers = (o: Outcome) => Object.fromEntries(MEMBERS.map((r) => [r, o])) as Partial<Record<Role, Outcome>>;
/** Members of any status may act on their own profile; staff have no member profile. */
const ownProfile = { default: "no_profile", visitor: "unauthenticated", ...allMembers("ok") } as const;
/** Approved members only. */
const approvedOnly = { ...ownProfile, pending: "not_approved" } as const;
/** A member other than the caller to look at: "another" (Female) for the men, "approved" for her. */
const otherThan = (w: World, role: Role) => (role === "another" ? w.ids.approved : w.ids.another);
/** The caller's own profile id; staff and visitors have none, so an interest to "approved" stands in. */
const memberIdOf = (w: World, role: Role): Id<"profiles"> =>
  role === "pending" || role === "approved" || role === "premium" || role === "another" ? w.ids[role] : w.ids.approved;
/** An unanswered interest between two members of the world, written directly (interests:* rows). */
const seedInterest = async (w: World, fromId: Id<"profiles">, toId: Id<"profiles">) =>
  await w.t.run(async (ctx) => {
    const now = Date.now();
    return await ctx.db.insert("interests", {
      fromId,
      toId,
      status: "pending",
      template: "liked",
      seen: false,
      createdAt: now,
      updatedAt: now,
    });
  });

/** A live shared biodata link of `profileId`, written directly; its token (biodata:* rows). */
const seedBiodataLink = async (w: World, profileId: Id<"profiles">, includePhoto = false) => {
  const token = newToken();
  const tokenHash = await sha256Hex(token);
  const linkId = await w.t.run(async (ctx) => {
    const now = Date.now();
    return await ctx.db.insert("biodataLinks", {
      profileId,
      tokenHash,
      language: "te",
      includePhoto,
      createdAt: now,
      expiresAt: now + 86_400_000,
      views: 0,
    });
  });
  return { token, linkId };
};

/** A refund support proposed of a paid Razorpay payment of "premium", written directly (admin/refunds rows). */
const seedProposedRefund = async (w: World) => {
  const { paymentId } = await seedInvoicedPayment(w.t, w.ids.premium);
  return await w.t.run(async (ctx) =>
    ctx.db.insert("refunds", {
      paymentId,
      profileId: w.ids.premium,
      amountPaise: 117882,
      reason: "Charged twice",
      endPremium: false,
      status: "proposed",
      proposedBy: "support@matrimony.test",
      createdAt: Date.now(),
    }),
  );
};

const CASES: Record<string, Case> = {
  // Marriage biodata (docs/biodata.md): links are made by approved members, listed and revoked by their
  // owner, and opened by anyone; "approved"'s link is opened, so every other role's answer is searched
  // for her contacts.
  "biodata:myLinks": { fn: api.biodata.myLinks, kind: "query", args: () => ({}), expect: ownProfile },
  "biodata:createLink": {
    fn: api.biodata.createLink,
    kind: "mutation",
    args: () => ({ language: "te", includePhoto: true }),
    expect: approvedOnly,
  },
  "biodata:revokeLink": {
    fn: api.biodata.revokeLink,
    kind: "mutation",
    args: async (w, r) => ({ linkId: (await seedBiodataLink(w, memberIdOf(w, r))).linkId }),
    expect: ownProfile,
  },
  "biodata:open": {
    fn: api.biodata.open,
    kind: "mutation",
    args: async (w) => ({ token: (await seedBiodataLink(w, w.ids.approved)).token }),
    expect: { default: "ok" },
  },

  // Mobile and email verification. The SMS sends pass authorization and then fail "invalid" (the
  // SMS could not be sent): the suites run with no SMS provider configured, so nothing calls out.
  "verification:status": { fn: api.verification.status, kind: "query", args: () => ({}), expect: ownProfile },
  "verification:sendMobileCode": {
    fn: api.verification.sendMobileCode,
    kind: "action",
    args: () => ({}),
    expect: { ...ownProfile, ...allMembers("invalid") },
  },
  "verification:checkMobileCode": {
    fn: api.verification.checkMobileCode,
    kind: "mutation",
    args: () => ({ code: "123456" }),
    expect: ownProfile,
  },
  "verification:refreshEmailBadge": {
    fn: api.verification.refreshEmailBadge,
    kind: "mutation",
    args: () => ({}),
    expect: ownProfile,
  },
  "admin/mobileVerification:state": {
    fn: api.admin.mobileVerification.state,
    kind: "query",
    args: (w) => ({ profileId: w.ids.approved }),
    expect: { default: "forbidden", visitor: "unauthenticated", support: "ok", admin: "ok" },
  },
  "admin/mobileVerification:sendCode": {
    fn: api.admin.mobileVerification.sendCode,
    kind: "action",
    args: (w) => ({ profileId: w.ids.approved }),
    expect: { default: "forbidden", visitor: "unauthenticated", support: "invalid", admin: "invalid" },
  },
  "admin/mobileVerification:confirm": {
    fn: api.admin.mobileVerification.confirm,
    kind: "mutation",
    args: (w) => ({ profileId: w.ids.approved, code: "123456" }),
    expect: { default: "forbidden", visitor: "unauthenticated", support: "ok", admin: "ok" },
  },
  "members:register": {
    fn: api.members.register,
    kind: "mutation",
    args: (w, role) => ({
      profile: registrationForm({ email: role === "visitor" ? "x@example.com" : w.emails[role] }),
    }),
    expect: { default: "conflict", visitor: "unauthenticated", support: "ok", admin: "ok" },
  },
  "members:me": {
    fn: api.members.me,
    kind: "query",
    args: () => ({}),
    expect: { default: "ok", visitor: "unauthenticated" },
  },
  "members:update": {
    fn: api.members.update,
    kind: "mutation",
    args: () => ({ profile: editForm({ fullName: "Changed Name" }) }),
    expect: ownProfile,
  },
  "members:withdrawProfileChange": {
    fn: api.members.withdrawProfileChange,
    kind: "mutation",
    args: () => ({}),
    expect: ownProfile,
  },
  "members:updatePreference": {
    fn: api.members.updatePreference,
    kind: "mutation",
    args: () => ({
      preference: { partnerPreferenceType: "India", partnerstate: "Telangana", partnerprofessionSector: "All" },
    }),
    expect: ownProfile,
  },
  "members:setPreferredLanguage": {
    fn: api.members.setPreferredLanguage,
    kind: "mutation",
    args: () => ({ language: "te" }),
    expect: ownProfile,
  },
  "members:get": {
    fn: api.members.get,
    kind: "query",
    // The opening recorded first (views.record), so that an allowed caller gets the page the leak check reads.
    args: async (w, r) => {
      const viewerId = r === "approved" || r === "premium" || r === "another" || r === "pending" ? w.ids[r] : null;
      if (viewerId !== null)
        await w.t.run(async (ctx) =>
          ctx.db.insert("profileViews", { viewerId, viewedId: otherThan(w, r), viewedAt: Date.now() }),
        );
      return { profileId: otherThan(w, r) };
    },
    expect: approvedOnly,
  },
  "members:revealContact": {
    fn: api.members.revealContact,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: { ...approvedOnly, approved: "premium_required", another: "premium_required" },
  },
  // Photo requests: approved members ask a member they may see; the owner answers a member who asked.
  "photoRequests:ask": {
    fn: api.photoRequests.ask,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "photoRequests:allow": {
    fn: api.photoRequests.allow,
    kind: "mutation",
    args: async (w, r) => {
      const asker = otherThan(w, r);
      await w.t.run(
        async (ctx) =>
          await ctx.db.insert("photoRequests", { fromId: asker, toId: memberIdOf(w, r), createdAt: Date.now() }),
      );
      return { profileId: asker };
    },
    expect: approvedOnly,
  },
  "photoRequests:between": {
    fn: api.photoRequests.between,
    kind: "query",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "members:setPaused": {
    fn: api.members.setPaused,
    kind: "mutation",
    args: () => ({ paused: true }),
    expect: ownProfile,
  },
  "members:deleteMyAccount": {
    fn: api.members.deleteMyAccount,
    kind: "mutation",
    args: () => ({ confirm: true }),
    expect: ownProfile,
  },
  "members:exportMyData": { fn: api.members.exportMyData, kind: "query", args: () => ({}), expect: ownProfile },
  "members:exportMyDataPart": {
    fn: api.members.exportMyDataPart,
    kind: "query",
    args: () => ({ list: "viewedMyProfile", cursor: null }),
    expect: ownProfile,
  },
  "matches:list": {
    fn: api.matches.list,
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: approvedOnly,
  },
  "matches:openPage": {
    fn: api.matches.openPage,
    kind: "mutation",
    args: () => ({ cursor: JSON.stringify([1]) }),
    expect: approvedOnly,
  },
  "views:record": {
    fn: api.views.record,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "interests:send": {
    fn: api.interests.send,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r), template: "liked", note: "Namaste" }),
    expect: approvedOnly,
  },
  "interests:accept": {
    fn: api.interests.accept,
    kind: "mutation",
    args: async (w, r) => ({ interestId: await seedInterest(w, otherThan(w, r), memberIdOf(w, r)), reply: "happy" }),
    expect: approvedOnly,
  },
  "interests:decline": {
    fn: api.interests.decline,
    kind: "mutation",
    args: async (w, r) => ({ interestId: await seedInterest(w, otherThan(w, r), memberIdOf(w, r)), reply: "notMatch" }),
    expect: approvedOnly,
  },
  "interests:withdraw": {
    fn: api.interests.withdraw,
    kind: "mutation",
    args: async (w, r) => ({ interestId: await seedInterest(w, memberIdOf(w, r), otherThan(w, r)) }),
    expect: approvedOnly,
  },
  "interests:between": {
    fn: api.interests.between,
    kind: "query",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "interests:list": {
    fn: api.interests.list,
    kind: "query",
    // An interest waiting for the caller, so the answer carries the sender's card for the leak check.
    args: async (w, r) => {
      await seedInterest(w, otherThan(w, r), memberIdOf(w, r));
      return { tab: "received", paginationOpts: { numItems: 10, cursor: null } };
    },
    expect: approvedOnly,
  },
  "interests:newCount": { fn: api.interests.newCount, kind: "query", args: () => ({}), expect: ownProfile },
  "interests:markSeen": { fn: api.interests.markSeen, kind: "mutation", args: () => ({}), expect: approvedOnly },
  // Notifications: members of any status read and mark only their own.
  // Push alerts: each member their own devices; a valid-looking subscription per role (per-role endpoints).
  "push:publicKey": { fn: api.push.publicKey, kind: "query", args: () => ({}), expect: ownProfile },
  "push:isSubscribed": {
    fn: api.push.isSubscribed,
    kind: "query",
    args: (_w, role) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${role}` }),
    expect: ownProfile,
  },
  "push:subscribe": {
    fn: api.push.subscribe,
    kind: "mutation",
    args: (_w, role) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/${role}`,
      p256dh: `B${"Ab3-_x".repeat(14)}Ab`,
      auth: "qM0tSeCr3tAuTh-Key_1ab",
    }),
    expect: ownProfile,
  },
  "push:unsubscribe": {
    fn: api.push.unsubscribe,
    kind: "mutation",
    args: (_w, role) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${role}` }),
    expect: ownProfile,
  },
  "notifications:unread": { fn: api.notifications.unread, kind: "query", args: () => ({}), expect: ownProfile },
  "notifications:list": {
    fn: api.notifications.list,
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: ownProfile,
  },
  "notifications:markAsRead": {
    fn: api.notifications.markAsRead,
    kind: "mutation",
    args: async (w, role) => ({
      id: await w.t.run(
        async (ctx) =>
          await ctx.db.insert("notifications", {
            profileId: memberIdOf(w, role),
            kind: "approved",
            params: {},
            dedupeKey: `auth:${role}`,
            createdAt: Date.now(),
          }),
      ),
    }),
    expect: ownProfile,
  },
  "notifications:markAllAsRead": {
    fn: api.notifications.markAllAsRead,
    kind: "mutation",
    args: () => ({}),
    expect: ownProfile,
  },
  "notifications:preferences": {
    fn: api.notifications.preferences,
    kind: "query",
    args: () => ({}),
    expect: ownProfile,
  },
  "notifications:savePreferences": {
    fn: api.notifications.savePreferences,
    kind: "mutation",
    args: () => ({
      email: {
        account: true,
        interests: false,
        contactRevealed: false,
        premium: true,
        reports: true,
        verification: true,
      },
      smsApproved: true,
    }),
    expect: ownProfile,
  },
  // WhatsApp (docs/notifications.md): each member's own opt-in; the args give the member a verified
  // mobile (optIn) or an opt-in (saveTopics) first, so the rule is what decides.
  "whatsapp:status": { fn: api.whatsapp.status, kind: "query", args: () => ({}), expect: ownProfile },
  "whatsapp:optIn": {
    fn: api.whatsapp.optIn,
    kind: "mutation",
    args: async (w, role) => {
      const id = memberIdOf(w, role);
      const last4 = await w.t.run(async (ctx) => {
        await ctx.db.patch("profiles", id, { badges: { mobile: Date.now() } });
        const contacts = await ctx.db
          .query("contacts")
          .withIndex("by_profileId", (q) => q.eq("profileId", id))
          .unique();
        return contacts?.mobileNumber.slice(-4) ?? "0000";
      });
      return { language: "te", confirmedLast4: last4 };
    },
    expect: ownProfile,
  },
  "whatsapp:optOut": { fn: api.whatsapp.optOut, kind: "mutation", args: () => ({}), expect: ownProfile },
  "whatsapp:saveTopics": {
    fn: api.whatsapp.saveTopics,
    kind: "mutation",
    args: async (w, role) => {
      const profileId = memberIdOf(w, role);
      const topics = { account: true, interests: false, premium: true, verification: true, messages: false };
      await w.t.run(async (ctx) => {
        const open = await ctx.db
          .query("whatsappOptIns")
          .withIndex("by_profileId", (q) => q.eq("profileId", profileId))
          .order("desc")
          .first();
        if (open === null || open.optedOutAt !== undefined) {
          await ctx.db.insert("whatsappOptIns", {
            profileId,
            optedInAt: Date.now(),
            textKey: "notifications.whatsappConsent",
            language: "en",
            text: "consent",
            mobileLast4: "0000",
            topics,
          });
        }
      });
      return { topics };
    },
    expect: ownProfile,
  },
  "views:recent": { fn: api.views.recent, kind: "query", args: () => ({}), expect: approvedOnly },
  // Search by profile ID: the other member's code, given a real one (the world's seeded codes are placeholders).
  "views:openByCode": {
    fn: api.views.openByCode,
    kind: "mutation",
    args: async (w, r) => {
      const id = otherThan(w, r);
      const code = makeProfileCode(id === w.ids.another ? 4 : 2);
      await w.t.run(async (ctx) => await ctx.db.patch("profiles", id, { profileCode: code }));
      return { code };
    },
    expect: approvedOnly,
  },
  "jatakam:generateUploadUrl": {
    fn: api.jatakam.generateUploadUrl,
    kind: "mutation",
    args: () => ({}),
    expect: ownProfile,
  },
  "jatakam:add": {
    fn: api.jatakam.add,
    kind: "action",
    args: async (w) => ({
      storageId: await storeFile(w.t, new TextEncoder().encode("%PDF-1.4 chart"), "application/pdf"),
    }),
    expect: ownProfile,
  },
  "jatakam:remove": { fn: api.jatakam.remove, kind: "mutation", args: () => ({}), expect: ownProfile },
  "photos:generateUploadUrl": {
    fn: api.photos.generateUploadUrl,
    kind: "mutation",
    args: () => ({}),
    expect: ownProfile,
  },
  "photos:freshLink": {
    fn: api.photos.freshLink,
    kind: "query",
    args: () => ({ link: "/photos?v=x&p=y&k=full&e=1&s=0" }),
    expect: ownProfile,
  },
  "photos:add": {
    fn: api.photos.add,
    kind: "action",
    args: async (w) => ({ storageId: await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg") }),
    expect: ownProfile,
  },
  "photos:remove": {
    fn: api.photos.remove,
    kind: "mutation",
    // A photo of "another": only she may remove it.
    args: async (w) => {
      const storageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8]), "image/jpeg");
      const photoId = await w.t.run(async (ctx) =>
        ctx.db.insert("photos", {
          profileId: w.ids.another,
          storageId,
          order: 0,
          contentType: "image/jpeg",
          size: 2,
          createdAt: 0,
        }),
      );
      return { photoId };
    },
    expect: { ...ownProfile, pending: "not_found", approved: "not_found", premium: "not_found" },
  },
  // Razorpay is faked (fakeRazorpay) and its keys set (useRazorpayEnv), so an allowed caller gets an order.
  "payments:createOrder": { fn: api.payments.createOrder, kind: "action", args: () => ({}), expect: approvedOnly },
  "payments:confirm": {
    fn: api.payments.confirm,
    kind: "mutation",
    // An order of "approved", signed as Checkout signs it: only its owner may confirm it.
    args: async (w) => await checkoutAnswer(await seedOrder(w.t, w.ids.approved), "pay_Matrix000001"),
    expect: { ...ownProfile, pending: "not_found", premium: "not_found", another: "not_found" },
  },
  "payments:history": { fn: api.payments.history, kind: "query", args: () => ({}), expect: ownProfile },
  // Plans (docs/payments.md): the catalogue is public; a price with a coupon is for those who may order.
  "plans:list": { fn: api.plans.list, kind: "query", args: () => ({}), expect: { default: "ok" } },
  "payments:quote": { fn: api.payments.quote, kind: "action", args: () => ({}), expect: approvedOnly },
  // Tax invoices (docs/payments.md): a member's own, and staff; "approved"'s invoice is asked for.
  "invoices:mine": { fn: api.invoices.mine, kind: "query", args: () => ({}), expect: ownProfile },
  "invoices:pdf": {
    fn: api.invoices.pdf,
    kind: "action",
    args: async (w) => ({ documentId: (await seedInvoicedPayment(w.t, w.ids.approved)).documentId }),
    expect: { default: "not_found", visitor: "unauthenticated", approved: "ok", support: "ok", admin: "ok" },
  },
  // Privacy the owner controls, who viewed me, who saw my number (15B).
  "privacy:settings": { fn: api.privacy.settings, kind: "query", args: () => ({}), expect: ownProfile },
  "privacy:update": {
    fn: api.privacy.update,
    kind: "mutation",
    args: () => ({ phone: "premiumAccepted", photos: "accepted", jatakam: "members" }),
    expect: ownProfile,
  },
  // Consent of the bride or groom: the world's profiles were made by their members, so no
  // consent step applies to them (conflict); the code and the number never come back in an answer.
  "consent:status": { fn: api.consent.status, kind: "query", args: () => ({}), expect: ownProfile },
  "consent:sendCode": {
    fn: api.consent.sendCode,
    kind: "action",
    args: () => ({ form: { mobileNumber: "9812345678" } }),
    expect: { ...ownProfile, ...allMembers("conflict") },
  },
  "consent:confirm": {
    fn: api.consent.confirm,
    kind: "mutation",
    args: () => ({ form: { code: "123456" } }),
    expect: { ...ownProfile, ...allMembers("conflict") },
  },
  "viewers:viewedMe": {
    fn: api.viewers.viewedMe,
    kind: "query",
    // Someone opened the caller's page, so an allowed answer carries a card for the leak check.
    args: async (w, r) => {
      await w.t.run(async (ctx) =>
        ctx.db.insert("profileViews", { viewerId: otherThan(w, r), viewedId: memberIdOf(w, r), viewedAt: Date.now() }),
      );
      return { paginationOpts: { numItems: 10, cursor: null } };
    },
    expect: approvedOnly,
  },
  "viewers:sawMyNumber": {
    fn: api.viewers.sawMyNumber,
    kind: "query",
    args: async (w, r) => {
      await w.t.run(async (ctx) =>
        ctx.db.insert("contactReveals", {
          viewerId: otherThan(w, r),
          viewedId: memberIdOf(w, r),
          revealedAt: Date.now(),
        }),
      );
      return { paginationOpts: { numItems: 10, cursor: null } };
    },
    expect: approvedOnly,
  },
  "viewers:latestNumberReveal": {
    fn: api.viewers.latestNumberReveal,
    kind: "query",
    args: async (w, r) => {
      await w.t.run(async (ctx) =>
        ctx.db.insert("contactReveals", {
          viewerId: otherThan(w, r),
          viewedId: memberIdOf(w, r),
          revealedAt: Date.now(),
        }),
      );
      return {};
    },
    expect: approvedOnly,
  },
  // Shortlist, not interested, block, report: free for every approved member.
  "safety:shortlistAdd": {
    fn: api.safety.shortlistAdd,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:shortlistRemove": {
    fn: api.safety.shortlistRemove,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:shortlist": {
    fn: api.safety.shortlist,
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: approvedOnly,
  },
  "safety:shortlistedIdList": {
    fn: api.safety.shortlistedIdList,
    kind: "query",
    args: () => ({}),
    expect: approvedOnly,
  },
  "safety:relation": {
    fn: api.safety.relation,
    kind: "query",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:hide": {
    fn: api.safety.hide,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:unhide": {
    fn: api.safety.unhide,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:hidden": {
    fn: api.safety.hidden,
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: approvedOnly,
  },
  "safety:block": {
    fn: api.safety.block,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:unblock": {
    fn: api.safety.unblock,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  "safety:blocked": {
    fn: api.safety.blocked,
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: approvedOnly,
  },
  "safety:report": {
    fn: api.safety.report,
    kind: "mutation",
    args: (w, r) => ({ profileId: otherThan(w, r), reason: "fake_profile", details: "Asked for money on the phone." }),
    expect: approvedOnly,
  },
  "safety:myReportList": {
    fn: api.safety.myReportList,
    kind: "query",
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    expect: ownProfile,
  },
  "safety:notices": { fn: api.safety.notices, kind: "query", args: () => ({}), expect: ownProfile },
  "safety:acknowledge": {
    fn: api.safety.acknowledge,
    kind: "mutation",
    // A warning to "another": only she may acknowledge it; anyone else is told it is not there.
    args: async (w) => ({
      noticeId: await w.t.run(
        async (ctx) =>
          await ctx.db.insert("memberNotices", { profileId: w.ids.another, reason: "other", createdAt: Date.now() }),
      ),
    }),
    expect: { ...ownProfile, pending: "not_found", approved: "not_found", premium: "not_found" },
  },
  // ID and selfie verification: the member's own state and uploads; never a file back.
  "idVerification:status": { fn: api.idVerification.status, kind: "query", args: () => ({}), expect: ownProfile },
  "idVerification:generateUploadUrl": {
    fn: api.idVerification.generateUploadUrl,
    kind: "mutation",
    args: () => ({ kind: "id" }),
    expect: ownProfile,
  },
  "idVerification:submit": {
    fn: api.idVerification.submit,
    kind: "action",
    args: async (w) => ({
      kind: "id",
      documentType: "aadhaar",
      storageId: await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x53]), "image/jpeg"),
    }),
    expect: ownProfile,
  },
};

// The staff console (convex/admin/*): staff functions for support and admins, admin functions for admins
// only; members of every status are refused as strangers ("forbidden").
const staffOnly = { default: "forbidden", visitor: "unauthenticated", support: "ok", admin: "ok" } as const;
const adminOnly = { ...staffOnly, support: "forbidden" } as const;
const page = { paginationOpts: { numItems: 10, cursor: null } };
/** An open report by "approved" about "another", written directly (admin/reports:* rows). */
const seedReport = async (w: World) =>
  await w.t.run(
    async (ctx) =>
      await ctx.db.insert("reports", {
        reporterId: w.ids.approved,
        reportedId: w.ids.another,
        reason: "fake_profile",
        details: "Fake.",
        status: "open",
        createdAt: Date.now(),
      }),
  );
/** A caste change of "another" waiting for review, written directly (admin/profileChanges:* rows). */
const seedProfileChange = async (w: World) =>
  await w.t.run(async (ctx) => {
    const open = await ctx.db
      .query("profileChanges")
      .withIndex("by_profileId", (q) => q.eq("profileId", w.ids.another))
      .unique();
    if (open !== null) return open._id;
    const now = Date.now();
    return await ctx.db.insert("profileChanges", {
      profileId: w.ids.another,
      values: { caste: "Reddy" },
      submittedAt: now,
      updatedAt: now,
    });
  });
/** An ID photo of "another" waiting in the verification queue, written directly (admin/verifications:* rows). */
const seedVerificationDocument = async (w: World) => {
  const storageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x49, 0x44]), "image/jpeg");
  return await w.t.run(
    async (ctx) =>
      await ctx.db.insert("verificationDocuments", {
        profileId: w.ids.another,
        kind: "id",
        documentType: "passport",
        storageId,
        contentType: "image/jpeg",
        size: 6,
        submittedAt: Date.now(),
      }),
  );
};
/** A photo "another" added after her approval, waiting for review (admin/photos:* rows). */
const seedWaitingPhoto = async (w: World) => {
  const storageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x57, 0x50]), "image/jpeg");
  return await w.t.run(
    async (ctx) =>
      await ctx.db.insert("photos", {
        profileId: w.ids.another,
        storageId,
        order: 0,
        contentType: "image/jpeg",
        size: 6,
        createdAt: Date.now(),
        reviewState: "pending",
      }),
  );
};
const codeOf = async (w: World, id: Id<"profiles">) =>
  (await w.t.run(async (ctx) => await ctx.db.get("profiles", id)))?.profileCode ?? "";
const PLAN_FIELDS = {
  nameEn: "Premium 1 month",
  nameTe: "ప్రీమియం 1 నెల",
  days: 30,
  pricePaise: 19_900,
  gstRateBasisPoints: 1800,
  contactReveals: 20,
  active: true,
};
const COUPON_FIELDS = {
  kind: "percent" as const,
  value: 15,
  validFrom: null,
  validUntil: null,
  maxUsesPerMember: 1,
  maxUsesTotal: 100,
  active: true,
};
const seedPlan = async (w: World) =>
  await w.t.run(async (ctx) =>
    ctx.db.insert("plans", { key: `p${String(Math.random()).slice(2, 10)}`, ...PLAN_FIELDS, updatedAt: Date.now() }),
  );
const seedCoupon = async (w: World) =>
  await w.t.run(async (ctx) =>
    ctx.db.insert("coupons", {
      code: `C${String(Math.random()).slice(2, 10)}`,
      kind: "percent",
      value: 10,
      uses: 0,
      active: true,
      updatedAt: Date.now(),
    }),
  );
const ADMIN_CASES: Record<string, Case> = {
  "admin/approvals:list": { fn: api.admin.approvals.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/approvals:approve": {
    fn: api.admin.approvals.approve,
    kind: "mutation",
    args: (w) => ({ id: w.ids.pending }),
    expect: adminOnly,
  },
  "admin/approvals:reject": {
    fn: api.admin.approvals.reject,
    kind: "mutation",
    args: (w) => ({ id: w.ids.pending, reason: "The photos are of someone else." }),
    expect: adminOnly,
  },
  "admin/approvals:approveMany": {
    fn: api.admin.approvals.approveMany,
    kind: "mutation",
    args: (w) => ({ ids: [w.ids.pending] }),
    expect: adminOnly,
  },
  // Profile changes waiting for review sit in the approvals queue: staff see them, admins decide.
  "admin/profileChanges:list": {
    fn: api.admin.profileChanges.list,
    kind: "query",
    args: () => page,
    expect: staffOnly,
  },
  "admin/profileChanges:approve": {
    fn: api.admin.profileChanges.approve,
    kind: "mutation",
    args: async (w) => ({ id: await seedProfileChange(w) }),
    expect: adminOnly,
  },
  "admin/profileChanges:reject": {
    fn: api.admin.profileChanges.reject,
    kind: "mutation",
    args: async (w) => ({ id: await seedProfileChange(w), reason: "proofNeeded" }),
    expect: adminOnly,
  },
  "admin/members:list": { fn: api.admin.members.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/members:get": {
    fn: api.admin.members.get,
    kind: "query",
    args: (w) => ({ id: w.ids.approved }),
    expect: staffOnly,
  },
  "admin/members:viewContacts": {
    fn: api.admin.members.viewContacts,
    kind: "mutation",
    args: (w) => ({ id: w.ids.approved, where: "record" }),
    expect: staffOnly,
  },
  "admin/harvesting:overview": {
    fn: api.admin.harvesting.overview,
    kind: "query",
    args: () => ({}),
    expect: adminOnly,
  },
  "admin/members:update": {
    fn: api.admin.members.update,
    kind: "mutation",
    args: (w) => ({ id: w.ids.approved, patch: { fullName: "Arjun Corrected" } }),
    expect: adminOnly,
  },
  "admin/members:correctBirthDetails": {
    fn: api.admin.members.correctBirthDetails,
    kind: "mutation",
    args: (w) => ({ id: w.ids.approved, dateOfBirth: "01/01/1990", reason: "Member called: typo at registration" }),
    expect: staffOnly,
  },
  "admin/members:suspend": {
    fn: api.admin.members.suspend,
    kind: "mutation",
    args: (w) => ({ id: w.ids.approved, reason: "Collecting phone numbers." }),
    expect: adminOnly,
  },
  "admin/members:reinstate": {
    fn: api.admin.members.reinstate,
    kind: "mutation",
    args: async (w) => {
      await w.t.run(
        async (ctx) => await ctx.db.patch("profiles", w.ids.approved, { status: "suspended", statusReason: "test" }),
      );
      return { id: w.ids.approved };
    },
    expect: adminOnly,
  },
  "admin/members:remove": {
    fn: api.admin.members.remove,
    kind: "mutation",
    args: async (w) => ({ id: w.ids.another, confirm: await codeOf(w, w.ids.another) }),
    expect: adminOnly,
  },
  "admin/payments:list": { fn: api.admin.payments.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/payments:get": {
    fn: api.admin.payments.get,
    kind: "query",
    args: async (w) => ({ id: await seedPaidPayment(w.t, w.ids.premium) }),
    expect: staffOnly,
  },
  "admin/payments:recordOffline": {
    fn: api.admin.payments.recordOffline,
    kind: "mutation",
    args: (w) => ({
      profileId: w.ids.approved,
      amountPaise: 117882,
      reference: "CASH-0001",
      paidOn: Date.now() - 3_600_000,
      method: "cash",
    }),
    expect: staffOnly,
  },
  // Plans and coupons (docs/payments.md): staff read, admins edit (audited).
  "admin/plans:list": { fn: api.admin.plans.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/plans:get": {
    fn: api.admin.plans.get,
    kind: "query",
    args: async (w) => ({ id: await seedPlan(w) }),
    expect: staffOnly,
  },
  "admin/plans:create": {
    fn: api.admin.plans.create,
    kind: "mutation",
    args: () => ({ key: "premium-1m", ...PLAN_FIELDS }),
    expect: adminOnly,
  },
  "admin/plans:update": {
    fn: api.admin.plans.update,
    kind: "mutation",
    args: async (w) => ({ id: await seedPlan(w), ...PLAN_FIELDS }),
    expect: adminOnly,
  },
  "admin/coupons:list": { fn: api.admin.coupons.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/coupons:get": {
    fn: api.admin.coupons.get,
    kind: "query",
    args: async (w) => ({ id: await seedCoupon(w) }),
    expect: staffOnly,
  },
  "admin/coupons:create": {
    fn: api.admin.coupons.create,
    kind: "mutation",
    args: () => ({ code: "DIWALI15", ...COUPON_FIELDS }),
    expect: adminOnly,
  },
  "admin/coupons:update": {
    fn: api.admin.coupons.update,
    kind: "mutation",
    args: async (w) => ({ id: await seedCoupon(w), ...COUPON_FIELDS }),
    expect: adminOnly,
  },
  // Refunds (docs/payments.md "Refunds"): staff propose, admins decide; "premium"'s paid payment.
  "admin/refunds:forPayment": {
    fn: api.admin.refunds.forPayment,
    kind: "query",
    args: async (w) => ({ paymentId: (await seedInvoicedPayment(w.t, w.ids.premium)).paymentId }),
    expect: staffOnly,
  },
  "admin/refunds:waiting": { fn: api.admin.refunds.waiting, kind: "query", args: () => ({}), expect: staffOnly },
  "admin/refunds:propose": {
    fn: api.admin.refunds.propose,
    kind: "mutation",
    args: async (w) => ({
      paymentId: (await seedInvoicedPayment(w.t, w.ids.premium)).paymentId,
      amountPaise: 117882,
      reason: "Charged twice",
    }),
    expect: staffOnly,
  },
  "admin/refunds:reject": {
    fn: api.admin.refunds.reject,
    kind: "mutation",
    args: async (w) => ({ refundId: await seedProposedRefund(w) }),
    expect: adminOnly,
  },
  "admin/refunds:approve": {
    fn: api.admin.refunds.approve,
    kind: "action",
    args: async (w) => ({ refundId: await seedProposedRefund(w) }),
    expect: adminOnly,
  },
  "admin/notes:list": {
    fn: api.admin.notes.list,
    kind: "query",
    args: (w) => ({ ...page, filter: { profileId: w.ids.approved } }),
    expect: staffOnly,
  },
  "admin/notes:add": {
    fn: api.admin.notes.add,
    kind: "mutation",
    args: (w) => ({ profileId: w.ids.approved, text: "Father called about the photo." }),
    expect: staffOnly,
  },
  "admin/lookup:find": {
    fn: api.admin.lookup.find,
    kind: "query",
    args: (w) => ({ query: w.emails.another }),
    expect: staffOnly,
  },
  "admin/staff:me": { fn: api.admin.staff.me, kind: "query", args: () => ({}), expect: staffOnly },
  "admin/staff:list": { fn: api.admin.staff.list, kind: "query", args: () => page, expect: adminOnly },
  "admin/staff:add": {
    fn: api.admin.staff.add,
    kind: "mutation",
    args: () => ({ email: "new.agent@matrimony.test", role: "support" }),
    expect: adminOnly,
  },
  // Any signed-in identity may open an invitation; an unknown token is refused for everyone.
  "admin/staff:acceptInvitation": {
    fn: api.admin.staff.acceptInvitation,
    kind: "mutation",
    args: () => ({ token: "not-a-real-invitation-token-0000000000" }),
    expect: { default: "not_found", visitor: "unauthenticated" },
  },
  "admin/staff:remove": {
    fn: api.admin.staff.remove,
    kind: "mutation",
    args: (w) => ({ email: w.emails.support }),
    expect: adminOnly,
  },
  "admin/audit:list": { fn: api.admin.audit.list, kind: "query", args: () => page, expect: adminOnly },
  "admin/stats:dashboard": { fn: api.admin.stats.dashboard, kind: "query", args: () => ({}), expect: staffOnly },
  // The reports queue: staff read and add notes; only admins act.
  "admin/reports:list": { fn: api.admin.reports.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/reports:get": {
    fn: api.admin.reports.get,
    kind: "query",
    args: async (w) => ({ id: await seedReport(w) }),
    expect: staffOnly,
  },
  "admin/reports:addNote": {
    fn: api.admin.reports.addNote,
    kind: "mutation",
    args: async (w) => ({ id: await seedReport(w), text: "Called the reporter back." }),
    expect: staffOnly,
  },
  "admin/reports:act": {
    fn: api.admin.reports.act,
    kind: "mutation",
    args: async (w) => ({ id: await seedReport(w), action: "dismiss" }),
    expect: adminOnly,
  },
  // The verification queue: the files are admins' only; the badge history is on every staff record.
  "admin/verifications:list": { fn: api.admin.verifications.list, kind: "query", args: () => page, expect: adminOnly },
  "admin/verifications:get": {
    fn: api.admin.verifications.get,
    kind: "query",
    args: async (w) => ({ id: await seedVerificationDocument(w) }),
    expect: adminOnly,
  },
  "admin/verifications:approve": {
    fn: api.admin.verifications.approve,
    kind: "mutation",
    args: async (w) => ({ id: await seedVerificationDocument(w) }),
    expect: adminOnly,
  },
  "admin/verifications:reject": {
    fn: api.admin.verifications.reject,
    kind: "mutation",
    args: async (w) => ({ id: await seedVerificationDocument(w), reason: "The name does not match the profile." }),
    expect: adminOnly,
  },
  "admin/verifications:history": {
    fn: api.admin.verifications.history,
    kind: "query",
    args: (w) => ({ profileId: w.ids.another }),
    expect: staffOnly,
  },
  // The photo queue: roles as for approvals (staff see it, admins decide).
  "admin/photos:list": { fn: api.admin.photos.list, kind: "query", args: () => page, expect: staffOnly },
  "admin/photos:get": {
    fn: api.admin.photos.get,
    kind: "query",
    args: async (w) => ({ id: await seedWaitingPhoto(w) }),
    expect: staffOnly,
  },
  "admin/photos:approve": {
    fn: api.admin.photos.approve,
    kind: "mutation",
    args: async (w) => ({ id: await seedWaitingPhoto(w) }),
    expect: adminOnly,
  },
  "admin/photos:approveMany": {
    fn: api.admin.photos.approveMany,
    kind: "mutation",
    args: async (w) => ({ ids: [await seedWaitingPhoto(w)] }),
    expect: adminOnly,
  },
  "admin/photos:reject": {
    fn: api.admin.photos.reject,
    kind: "mutation",
    args: async (w) => ({ id: await seedWaitingPhoto(w), reason: "faceNotClear" }),
    expect: adminOnly,
  },
};
Object.assign(CASES, ADMIN_CASES);

// Conversations: only the two members of a conversation reach it ("approved" and "another" here); any other
// member gets "not found" for its id, and staff see it only through the safety queue.
/** The text of every message and excerpt seeded below: the leak check looks for it in every answer. */
const MESSAGE_CANARY = "canary-message-7k3q";
type Seeded = { conversationId: Id<"conversations">; messageId: Id<"messages">; flagId: Id<"safetyFlags"> };
/**
 * "approved" and "another" talking (an accepted interest, their conversation, one message from her) and a
 * money flag with its excerpt, written directly; the same rows on every call.
 */
const seedConversation = async (w: World): Promise<Seeded> =>
  await w.t.run(async (ctx) => {
    const found = await ctx.db.query("safetyFlags").first();
    if (found !== null && found.messageId !== undefined)
      return { conversationId: found.conversationId, messageId: found.messageId, flagId: found._id };
    const now = Date.now();
    await ctx.db.insert("interests", {
      fromId: w.ids.approved,
      toId: w.ids.another,
      status: "accepted",
      template: "liked",
      seen: true,
      createdAt: now,
      updatedAt: now,
    });
    const [memberA, memberB] =
      w.ids.approved < w.ids.another ? [w.ids.approved, w.ids.another] : [w.ids.another, w.ids.approved];
    const side = { unread: 0, lastReadAt: 0, deliveredUpTo: 0, consent: false };
    const conversationId = await ctx.db.insert("conversations", {
      memberA,
      memberB,
      startedBy: w.ids.approved,
      createdAt: now,
      state: "open",
      lastMessageAt: now,
      a: side,
      b: side,
    });
    const text = `Send money for customs fees ${MESSAGE_CANARY}`;
    const messageId = await ctx.db.insert("messages", {
      conversationId,
      senderId: w.ids.another,
      text,
      sentAt: now,
      contactKinds: [],
      moneyKinds: ["customs"],
    });
    await ctx.db.patch("conversations", conversationId, { last: { messageId, senderId: w.ids.another, text } });
    const flagId = await ctx.db.insert("safetyFlags", {
      kind: "money",
      status: "open",
      conversationId,
      memberId: w.ids.another,
      otherId: w.ids.approved,
      messageId,
      moneyKinds: ["customs"],
      hits: 1,
      createdAt: now,
      updatedAt: now,
    });
    await ctx.db.insert("safetyExcerpts", {
      flagId,
      messages: [{ from: "member", text, sentAt: now }],
      createdAt: now,
    });
    return { conversationId, messageId, flagId };
  });
/** The two members of the seeded conversation reach it; every other approved member is told it does not exist. */
const twoMembersOnly = { ...approvedOnly, premium: "not_found" } as const;
const CONVERSATION_CASES: Record<string, Case> = {
  "conversations:list": {
    fn: api.conversations.list,
    kind: "query",
    args: async (w) => (await seedConversation(w), page),
    expect: approvedOnly,
  },
  "conversations:unreadTotal": {
    fn: api.conversations.unreadTotal,
    kind: "query",
    args: () => ({}),
    expect: ownProfile,
  },
  "conversations:settings": { fn: api.conversations.settings, kind: "query", args: () => ({}), expect: ownProfile },
  "conversations:get": {
    fn: api.conversations.get,
    kind: "query",
    args: async (w) => ({ conversationId: (await seedConversation(w)).conversationId }),
    expect: twoMembersOnly,
  },
  "conversations:messages": {
    fn: api.conversations.messages,
    kind: "query",
    args: async (w) => ({ conversationId: (await seedConversation(w)).conversationId, ...page }),
    expect: twoMembersOnly,
  },
  "conversations:forProfile": {
    fn: api.conversations.forProfile,
    kind: "query",
    args: (w, r) => ({ profileId: otherThan(w, r) }),
    expect: approvedOnly,
  },
  // "premium" has no accepted interest with "another": nothing to start.
  "conversations:start": {
    fn: api.conversations.start,
    kind: "mutation",
    args: async (w, r) => (await seedConversation(w), { profileId: otherThan(w, r) }),
    expect: { ...approvedOnly, premium: "forbidden" },
  },
  "conversations:send": {
    fn: api.conversations.send,
    kind: "mutation",
    args: async (w) => ({ conversationId: (await seedConversation(w)).conversationId, text: "Namaste" }),
    expect: twoMembersOnly,
  },
  "conversations:markRead": {
    fn: api.conversations.markRead,
    kind: "mutation",
    args: async (w) => ({ conversationId: (await seedConversation(w)).conversationId }),
    expect: twoMembersOnly,
  },
  "conversations:markDelivered": {
    fn: api.conversations.markDelivered,
    kind: "mutation",
    args: () => ({}),
    expect: approvedOnly,
  },
  "conversations:shareContacts": {
    fn: api.conversations.shareContacts,
    kind: "mutation",
    args: async (w) => ({ conversationId: (await seedConversation(w)).conversationId }),
    expect: twoMembersOnly,
  },
  "conversations:setReadReceipts": {
    fn: api.conversations.setReadReceipts,
    kind: "mutation",
    args: () => ({ enabled: false }),
    expect: approvedOnly,
  },
  "conversations:report": {
    fn: api.conversations.report,
    kind: "mutation",
    args: async (w) => ({ messageId: (await seedConversation(w)).messageId, reason: "asked_for_money" }),
    // The seeded message is hers: she cannot report her own words.
    expect: { ...twoMembersOnly, another: "invalid" },
  },
  // The safety queue: staff read it and open excerpts (audited); only admins act.
  "admin/safety:list": {
    fn: api.admin.safety.list,
    kind: "query",
    args: async (w) => (await seedConversation(w), page),
    expect: staffOnly,
  },
  "admin/safety:get": {
    fn: api.admin.safety.get,
    kind: "query",
    args: async (w) => ({ id: (await seedConversation(w)).flagId }),
    expect: staffOnly,
  },
  "admin/safety:openExcerpt": {
    fn: api.admin.safety.openExcerpt,
    kind: "mutation",
    args: async (w) => ({ id: (await seedConversation(w)).flagId }),
    expect: staffOnly,
  },
  "admin/safety:act": {
    fn: api.admin.safety.act,
    kind: "mutation",
    args: async (w) => ({ id: (await seedConversation(w)).flagId, action: "dismiss" }),
    expect: adminOnly,
  },
};
Object.assign(CASES, CONVERSATION_CASES);

/** Every public function the modules export, by "module:name", found from the registered functions. */
const moduleFiles = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "./admin/*.ts", "!./**/*.test.ts", "!./*.config.ts", "!./test.fixtures.ts", "!./test.setup.ts"],
  { eager: true },
);
function publicFunctionNames(): string[] {
  const names: string[] = [];
  for (const [file, exports] of Object.entries(moduleFiles)) {
    const module = file.replace(/^\.\//, "").replace(/\.ts$/, "");
    for (const [name, value] of Object.entries(exports)) {
      const fn = value as { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean };
      if (fn?.isPublic && (fn.isQuery || fn.isMutation || fn.isAction)) names.push(`${module}:${name}`);
    }
  }
  return names.sort();
}

/** Calls a case's function as `role` in world `w`, with the case's arguments: its outcome and answer. */
async function runCase(w: World, c: Case, role: Role): Promise<{ outcome: Outcome; value?: unknown }> {
  const caller = w.callers[role];
  const args = await c.args(w, role);
  const call =
    c.kind === "query"
      ? caller.query(c.fn as FunctionReference<"query">, args)
      : c.kind === "action"
        ? caller.action(c.fn as FunctionReference<"action">, args)
        : caller.mutation(c.fn as FunctionReference<"mutation">, args);
  return await outcomeOf(call);
}

async function outcomeOf(call: Promise<unknown>): Promise<{ outcome: Outcome; value?: unknown }> {
  try {
    return { outcome: "ok", value: await call };
  } catch (e) {
    if (e instanceof ConvexError) return { outcome: (e.data as { code: Outcome }).code };
    throw e;
  }
}

describe("authorization matrix", () => {
  useRazorpayEnv();

  test("every public function has a row", () => {
    expect(publicFunctionNames()).toEqual(Object.keys(CASES).sort());
  });

  const cells = Object.entries(CASES).flatMap(([name, c]) =>
    ROLES.map((role) => [name, role, c.expect[role] ?? c.expect.default] as const),
  );
  test.each(cells)("%s as %s → %s, leaking no contact it may not see", async (name, role, expected) => {
    const c = CASES[name];
    if (!c) throw new Error(name);
    expect(getFunctionName(c.fn)).toBe(name);
    const w = await seedWorld(fakeRazorpay().modules);
    const { outcome, value } = await runCase(w, c, role);
    expect(outcome).toBe(expected);

    // Leak check: only the caller's own contacts, and a Premium reveal of its target, may appear.
    const text = JSON.stringify(value ?? null);
    for (const [owner, canaries] of Object.entries(w.canaries)) {
      const own = owner === role;
      const revealed = name === "members:revealContact" && role === "premium" && owner === "another";
      // Staff see one member's full contacts on purpose (audited): lists, records and call cards mask them.
      const staffConsole = name === "admin/members:viewContacts" && (role === "support" || role === "admin");
      if (own || revealed || staffConsole) continue;
      for (const canary of canaries)
        expect(text, `${name} as ${role} leaked ${owner}'s ${canary}`).not.toContain(canary);
    }
  });

  // The message leak check: with "approved" and "another" talking (and a flagged excerpt of it), no function
  // answers anyone but those two with a message's text, except staff opening the excerpt on purpose.
  test.each(cells)(
    "%s as %s leaks no message or excerpt to anyone but the two members and staff",
    async (name, role) => {
      const c = CASES[name];
      if (!c) throw new Error(name);
      const w = await seedWorld(fakeRazorpay().modules);
      await seedConversation(w);
      const { value } = await runCase(w, c, role);
      // The two members read it in their conversations and in their own data export.
      const member =
        (role === "approved" || role === "another") &&
        (name.startsWith("conversations:") || name === "members:exportMyData");
      const staffExcerpt = name === "admin/safety:openExcerpt" && (role === "support" || role === "admin");
      if (member || staffExcerpt) return;
      expect(JSON.stringify(value ?? null), `${name} as ${role} leaked a message`).not.toContain(MESSAGE_CANARY);
    },
  );

  // The photo leak check: with "another"'s photos set to "Only staff", no function answers a
  // member other than her with her photo's URL or file id, whatever it is and whatever the caller did first.
  const memberCells = cells.filter(
    ([, role]) => role !== "support" && role !== "admin" && role !== "another" && role !== "visitor",
  );
  test.each(memberCells)("%s as %s leaks no photo of a member who shows them only to staff", async (name, role) => {
    const c = CASES[name];
    if (!c) throw new Error(name);
    const w = await seedWorld(fakeRazorpay().modules);
    // Bytes of her own: the test backend's file URLs are the content's hash.
    const storageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x41, 0x4e]), "image/jpeg");
    // Her card-size copy leaves the server only beside the photo, so it must not leak either.
    const thumbStorageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x54, 0x48]), "image/jpeg");
    const photoId = await w.t.run(async (ctx) => {
      await ctx.db.patch("profiles", w.ids.another, { photoVisibility: "staff" });
      return await ctx.db.insert("photos", {
        profileId: w.ids.another,
        storageId,
        thumbStorageId,
        order: 0,
        contentType: "image/jpeg",
        size: 6,
        createdAt: 0,
      });
    });
    const { value } = await runCase(w, c, role);
    const url = await w.t.run(async (ctx) => await ctx.storage.getUrl(storageId));
    if (url === null) throw new Error("the photo's file is missing");
    const text = JSON.stringify(value ?? null);
    expect(text, `${name} as ${role} leaked another's photo URL`).not.toContain(url);
    expect(text, `${name} as ${role} leaked another's photo file id`).not.toContain(storageId);
    const thumbUrl = await w.t.run(async (ctx) => await ctx.storage.getUrl(thumbStorageId));
    if (thumbUrl === null) throw new Error("the thumbnail's file is missing");
    expect(text, `${name} as ${role} leaked another's thumbnail URL`).not.toContain(thumbUrl);
    expect(text, `${name} as ${role} leaked another's thumbnail file id`).not.toContain(thumbStorageId);
    // Photos leave the server only as signed links to the photo route, each made out to the caller
    // (model/members/photoLinks.ts): none for her photo, none for someone else, no stored file's URL.
    expect(text, `${name} as ${role} answered a stored file's URL`).not.toMatch(/\/api\/storage\/(?!upload\?)/);
    const profileId = role === "pending" || role === "approved" || role === "premium" ? w.ids[role] : null;
    for (const [, query] of text.matchAll(/\/photos\?([^"\s]*)/g)) {
      const link = new URLSearchParams(query);
      expect(link.get("p"), `${name} as ${role} answered a link to another's photo`).not.toBe(photoId);
      expect(link.get("v"), `${name} as ${role} answered a photo link made out to someone else`).toBe(profileId);
    }
  });

  // The jatakam leak check: with "another"'s jatakam set to "Only staff", no function answers a member other
  // than her with its file id, its stored URL or a photo-route link to it.
  test.each(memberCells)("%s as %s leaks no jatakam of a member who shows it only to staff", async (name, role) => {
    const c = CASES[name];
    if (!c) throw new Error(name);
    const w = await seedWorld(fakeRazorpay().modules);
    const storageId = await storeFile(w.t, new TextEncoder().encode("%PDF-1.7 another's chart"), "application/pdf");
    const jatakamId = await w.t.run(async (ctx) => {
      await ctx.db.patch("profiles", w.ids.another, { jatakamVisibility: "staff" });
      return await ctx.db.insert("jatakams", {
        profileId: w.ids.another,
        storageId,
        contentType: "application/pdf",
        size: 24,
        uploadedAt: 0,
      });
    });
    const { value } = await runCase(w, c, role);
    const url = await w.t.run(async (ctx) => await ctx.storage.getUrl(storageId));
    if (url === null) throw new Error("the jatakam's file is missing");
    const text = JSON.stringify(value ?? null);
    expect(text, `${name} as ${role} leaked another's jatakam URL`).not.toContain(url);
    expect(text, `${name} as ${role} leaked another's jatakam file id`).not.toContain(storageId);
    expect(text, `${name} as ${role} leaked another's jatakam id`).not.toContain(jatakamId);
  });

  // The waiting-photo leak check: "another" shows her photos to every approved member, but a photo she added
  // after her approval waits for staff; no function answers another member with it, or a link to it.
  test.each(memberCells)("%s as %s leaks no photo that waits for review", async (name, role) => {
    const c = CASES[name];
    if (!c) throw new Error(name);
    const w = await seedWorld(fakeRazorpay().modules);
    const storageId = await storeFile(w.t, new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x50, 0x44]), "image/jpeg");
    const photoId = await w.t.run(
      async (ctx) =>
        await ctx.db.insert("photos", {
          profileId: w.ids.another,
          storageId,
          order: 0,
          contentType: "image/jpeg",
          size: 6,
          createdAt: 0,
          reviewState: "pending",
        }),
    );
    const { value } = await runCase(w, c, role);
    const text = JSON.stringify(value ?? null);
    expect(text, `${name} as ${role} leaked another's waiting photo file id`).not.toContain(storageId);
    for (const [, query] of text.matchAll(/\/photos\?([^"\s]*)/g)) {
      expect(
        new URLSearchParams(query).get("p"),
        `${name} as ${role} answered a link to another's waiting photo`,
      ).not.toBe(photoId);
    }
  });

  // The ID leak check: with an ID photo and a selfie of every member waiting in the queue, no
  // function answers any member (the owner included) with a verification file's URL or file id.
  const everyMemberCell = cells.filter(([, role]) => MEMBERS.includes(role));
  test.each(everyMemberCell)("%s as %s leaks no ID photo or selfie, not even the caller's own", async (name, role) => {
    const c = CASES[name];
    if (!c) throw new Error(name);
    const w = await seedWorld(fakeRazorpay().modules);
    const files: { storageId: Id<"_storage">; url: string }[] = [];
    for (const [n, member] of MEMBERS.entries()) {
      const profileId = w.ids[member as keyof World["ids"]];
      for (const kind of ["id", "photo"] as const) {
        // Bytes of its own for each file: the test backend's file URLs are the content's hash.
        const storageId = await storeFile(
          w.t,
          new Uint8Array([0xff, 0xd8, 0xff, 0xe2, 0x56, n, kind === "id" ? 1 : 2]),
          "image/jpeg",
        );
        await w.t.run(async (ctx) => {
          await ctx.db.insert("verificationDocuments", {
            profileId,
            kind,
            ...(kind === "id" ? { documentType: "aadhaar" as const } : {}),
            storageId,
            contentType: "image/jpeg",
            size: 7,
            submittedAt: Date.now(),
          });
        });
        const url = await w.t.run(async (ctx) => await ctx.storage.getUrl(storageId));
        if (url === null) throw new Error("the verification file is missing");
        files.push({ storageId, url });
      }
    }
    const { value } = await runCase(w, c, role);
    const text = JSON.stringify(value ?? null);
    for (const file of files) {
      expect(text, `${name} as ${role} leaked a verification file's URL`).not.toContain(file.url);
      expect(text, `${name} as ${role} leaked a verification file's id`).not.toContain(file.storageId);
    }
    // Admins get the files as signed links to their route; a member never gets one.
    expect(text, `${name} as ${role} leaked a verification file's link`).not.toContain(`${VERIFICATION_FILE_PATH}?`);
  });
});
