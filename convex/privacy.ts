import { v } from "convex/values";
import { memberMutation, memberQuery } from "./functions";
import { privacyOf, updatePrivacy } from "./model/members/privacy";
import { vJatakamVisibility, vPhoneVisibility, vPhotoVisibility } from "./validators";

const vSettings = v.object({ phone: vPhoneVisibility, photos: vPhotoVisibility, jatakam: vJatakamVisibility });

/** The caller's own privacy settings, defaults filled in (any status: a pending member can choose early). */
export const settings = memberQuery({
  args: {},
  returns: vSettings,
  handler: async (ctx) => privacyOf(ctx.profile),
});

/**
 * Change who can see the caller's phone number, photos and/or jatakam; enforced on every read path
 * (model/members/privacy.ts).
 */
export const update = memberMutation({
  args: {
    phone: v.optional(vPhoneVisibility),
    photos: v.optional(vPhotoVisibility),
    jatakam: v.optional(vJatakamVisibility),
  },
  returns: v.null(),
  handler: async (ctx, change) => await updatePrivacy(ctx, ctx.profile, change),
});
