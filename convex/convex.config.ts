import { defineApp } from "convex/server";
import { v } from "convex/values";

// Every environment variable the backend reads, declared so that a deploy checks them and `env` is typed.
const app = defineApp({
  env: {
    CLERK_JWT_ISSUER_DOMAIN: v.optional(v.string()),
    LOCAL_AUTH_ISSUER: v.optional(v.string()),
    ADMIN_EMAILS: v.optional(v.string()),
    RAZORPAY_KEY_ID: v.optional(v.string()),
    RAZORPAY_KEY_SECRET: v.optional(v.string()),
    RAZORPAY_WEBHOOK_SECRET: v.optional(v.string()),
    /** Local mode only: the Razorpay simulator's base URL; unset in production (the SDK's own host). */
    RAZORPAY_API_BASE: v.optional(v.string()),
    CLERK_SECRET_KEY: v.optional(v.string()),
    /** Local mode only: the secret of the local identity's `POST <issuer>/admin/delete-user` (member deletion). */
    LOCAL_IDENTITY_ADMIN_SECRET: v.optional(v.string()),
    /** The staff console's URL (e.g. https://console.example.com): staff invitation links open it. */
    CONSOLE_URL: v.optional(v.string()),
    /** Browser origins (comma-separated) allowed to call POST /api/payment/create-payment; the member app's. */
    APP_ORIGIN: v.optional(v.string()),
    /**
     * Zero bits of the proof of work an anonymous test payment link costs past the free ones (8 to 24; unset
     * 16, model/payments/testPaymentProof.ts). Each bit doubles a flood's cost: raise it while one lasts.
     */
    TEST_PAYMENT_PROOF_BITS: v.optional(v.string()),
    /**
     * SMS (convex/model/sms/provider.ts): "local" | "msg91" | "none" forces a provider; unset, the
     * local outbox when LOCAL_AUTH_ISSUER and LOCAL_IDENTITY_ADMIN_SECRET are set, else MSG91 when its key is.
     */
    SMS_PROVIDER: v.optional(v.string()),
    /** MSG91's auth key and the DLT-registered sender id (header), e.g. TMATRI. */
    MSG91_AUTH_KEY: v.optional(v.string()),
    MSG91_SENDER_ID: v.optional(v.string()),
    /**
     * MSG91 flow ids of the DLT-registered templates (convex/model/sms/templates.ts), one per template and language.
     */
    MSG91_TEMPLATE_VERIFICATION_CODE_EN: v.optional(v.string()),
    MSG91_TEMPLATE_VERIFICATION_CODE_TE: v.optional(v.string()),
    MSG91_TEMPLATE_CONSENT_CODE_EN: v.optional(v.string()),
    MSG91_TEMPLATE_CONSENT_CODE_TE: v.optional(v.string()),
    MSG91_TEMPLATE_APPROVED_EN: v.optional(v.string()),
    MSG91_TEMPLATE_APPROVED_TE: v.optional(v.string()),
    /** Production email: Resend's API key and the sender, e.g. "Telugu Matrimony <notify@example.in>". */
    RESEND_API_KEY: v.optional(v.string()),
    EMAIL_FROM: v.optional(v.string()),
    /** Signs the one-click unsubscribe links in every mail (HMAC-SHA-256); e.g. `openssl rand -hex 32`. */
    UNSUBSCRIBE_SECRET: v.optional(v.string()),
    /**
     * Keys the hashes of a deleted member's phone numbers and email in their safety record (HMAC-SHA-256,
     * convex/model/safety/records.ts); e.g. `openssl rand -hex 32`. Required where members sign in through
     * Clerk; local mode and tests use a fixed one. Changing it makes the kept hashes unmatchable.
     */
    SAFETY_HASH_SECRET: v.optional(v.string()),
    /**
     * Signs the short-lived photo links (HMAC-SHA-256, model/members/photoLinks.ts); e.g. `openssl rand -hex 32`.
     * Unset, a deployment hands out no photo links (local mode signs with a fixed local key).
     */
    PHOTO_URL_SECRET: v.optional(v.string()),
    /**
     * WhatsApp (convex/model/whatsapp/provider.ts): "local" | "cloud" | "none" forces a provider; unset, the
     * local outbox in local mode, else Meta's Cloud API when the token and phone number id are set.
     */
    WHATSAPP_PROVIDER: v.optional(v.string()),
    /** Meta's Cloud API: a system user's access token and the business phone number's id (not the number). */
    WHATSAPP_TOKEN: v.optional(v.string()),
    WHATSAPP_PHONE_NUMBER_ID: v.optional(v.string()),
    /** The Graph API version, e.g. v21.0 (the default). */
    WHATSAPP_API_VERSION: v.optional(v.string()),
    /**
     * The webhook's verify token (chosen by us, typed into Meta's app dashboard) and the Meta app's secret (signs
     * events).
     */
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: v.optional(v.string()),
    WHATSAPP_APP_SECRET: v.optional(v.string()),
    /**
     * The business on every GST tax invoice and credit note (model/invoices/config.ts): its legal name,
     * postal address, 15-character GSTIN and state of registration (e.g. "Telangana"; same state as the
     * member → CGST + SGST, else IGST), and the SAC code (unset: 998599).
     */
    BUSINESS_NAME: v.optional(v.string()),
    BUSINESS_ADDRESS: v.optional(v.string()),
    BUSINESS_GSTIN: v.optional(v.string()),
    BUSINESS_STATE: v.optional(v.string()),
    GST_SAC_CODE: v.optional(v.string()),
    /** The HTTP actions' origin (unsubscribe links lead there): Convex sets it itself; `npm start` sets it locally. */
    CONVEX_SITE_URL: v.optional(v.string()),
  },
});

export default app;
