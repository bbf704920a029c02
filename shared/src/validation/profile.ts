/**
 * What a member may change after registering: members.update (profile) and members.updatePreference.
 * Email, gender, approval status and Premium are absent on purpose; zod objects strip unknown keys, so a
 * client sending `status`, `premiumUntil` or `role` has them dropped, not stored.
 */
import type { z } from "./zod";
import { coreMessages as en } from "../copy/core";
import { HEIGHTS_ALL, MARITAL_STATUSES, type Gender } from "../options";
import {
  type Clock,
  contactPersonCheck,
  legalAgeCheck,
  marriedSiblingsCheck,
  nativePlaceCheck,
  otherProfessionCheck,
  partnerStateCheck,
  residenceCheck,
} from "./crossChecks";
import { phoneField, requiredChoice, requiredListed, requiredText } from "./fields";
import { orderedObject } from "./ordered";
import {
  educationOptionalShape,
  educationRequiredShape,
  familyShape,
  moreAboutShape,
  partnerShape,
  personalOptionalShape,
  personalRequiredShape,
} from "./shapes";

function buildProfileEdit(now: Clock, storedGender?: Gender) {
  // Personal fields without gender; fullName and mobileNumber carry the edit page's own messages (§5).
  const { gender: _gender, fullName: _fullName, mobileNumber: _mobile, ...personal } = personalRequiredShape;
  const { otherProfession, ...education } = educationOptionalShape;
  return orderedObject(
    {
      // The three checks of SPEC §5, in its order, come first.
      fullName: requiredText(en["profile.fullNameRequired"], "name"),
      mobileNumber: phoneField(en["profile.mobileRequired"]),
      otherProfession,
      ...personal,
      // Edit offers 4'0"–6'6" and stores 'Spouse lost' as Married; registration's values stay valid (§3).
      height: requiredListed(HEIGHTS_ALL, en["register.heightRequired"]),
      maritalStatus: requiredChoice(MARITAL_STATUSES, en["register.maritalStatusRequired"]),
      ...personalOptionalShape,
      ...familyShape,
      ...educationRequiredShape,
      ...education,
      ...moreAboutShape,
    },
    residenceCheck,
    legalAgeCheck(now, storedGender),
    nativePlaceCheck,
    contactPersonCheck,
    otherProfessionCheck,
    marriedSiblingsCheck,
  );
}

/**
 * Profile edit with the legal age judged on the day of `nowMs`. Gender is not editable, so the server passes
 * the stored one to apply 21 for grooms and 18 for brides; without it 18 applies.
 */
export function makeProfileEditSchema(nowMs: number, storedGender?: Gender) {
  return buildProfileEdit(() => nowMs, storedGender);
}
export const profileEditSchema = buildProfileEdit(Date.now);

/**
 * Gender and date of birth as support corrects them on a call (members cannot change either): both valid,
 * and the legal age of the gender on the day of `nowMs`.
 */
export function makeBirthDetailsSchema(nowMs: number) {
  return orderedObject(
    { gender: personalRequiredShape.gender, dateOfBirth: personalRequiredShape.dateOfBirth },
    legalAgeCheck(() => nowMs),
  );
}

export const preferenceEditSchema = orderedObject(partnerShape, partnerStateCheck);

export type ProfileEditInput = z.input<typeof profileEditSchema>;
export type ProfileEditData = z.output<typeof profileEditSchema>;
export type PreferenceEditInput = z.input<typeof preferenceEditSchema>;
export type PreferenceEditData = z.output<typeof preferenceEditSchema>;
