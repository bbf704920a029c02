/**
 * The consent form: the bride's or groom's own mobile number, then the 6-digit code sent to it.
 * The app and the server (convex/consent.ts) parse with the same schemas.
 */
import { z } from "./zod";
import { coreMessages as en } from "../copy/core";
import { phoneField } from "./fields";
import { orderedObject } from "./ordered";

export const consentMobileSchema = orderedObject({ mobileNumber: phoneField(en["consent.mobileRequired"]) });

export const consentCodeSchema = orderedObject({
  code: z
    .string({ error: en["verification.errorCodeFormat"] })
    .transform((s) => s.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, en["verification.errorCodeFormat"])),
});

export type ConsentMobileInput = z.input<typeof consentMobileSchema>;
export type ConsentCodeInput = z.input<typeof consentCodeSchema>;
