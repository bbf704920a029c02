/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as admin_approvals from "../admin/approvals.js";
import type * as admin_audit from "../admin/audit.js";
import type * as admin_harvesting from "../admin/harvesting.js";
import type * as admin_identity from "../admin/identity.js";
import type * as admin_lookup from "../admin/lookup.js";
import type * as admin_members from "../admin/members.js";
import type * as admin_mobileVerification from "../admin/mobileVerification.js";
import type * as admin_notes from "../admin/notes.js";
import type * as admin_payments from "../admin/payments.js";
import type * as admin_reports from "../admin/reports.js";
import type * as admin_staff from "../admin/staff.js";
import type * as admin_stats from "../admin/stats.js";
import type * as admin_verifications from "../admin/verifications.js";
import type * as consent from "../consent.js";
import type * as crons from "../crons.js";
import type * as functions from "../functions.js";
import type * as housekeeping from "../housekeeping.js";
import type * as http from "../http.js";
import type * as idVerification from "../idVerification.js";
import type * as interests from "../interests.js";
import type * as limits from "../limits.js";
import type * as matches from "../matches.js";
import type * as members from "../members.js";
import type * as model_admin_approvalQueue from "../model/admin/approvalQueue.js";
import type * as model_admin_audit from "../model/admin/audit.js";
import type * as model_admin_contactViews from "../model/admin/contactViews.js";
import type * as model_admin_deletion from "../model/admin/deletion.js";
import type * as model_admin_harvesting from "../model/admin/harvesting.js";
import type * as model_admin_identity from "../model/admin/identity.js";
import type * as model_admin_interestRecord from "../model/admin/interestRecord.js";
import type * as model_admin_invitations from "../model/admin/invitations.js";
import type * as model_admin_lists from "../model/admin/lists.js";
import type * as model_admin_lookup from "../model/admin/lookup.js";
import type * as model_admin_memberEdit from "../model/admin/memberEdit.js";
import type * as model_admin_memberList from "../model/admin/memberList.js";
import type * as model_admin_memberRecord from "../model/admin/memberRecord.js";
import type * as model_admin_moderation from "../model/admin/moderation.js";
import type * as model_admin_notes from "../model/admin/notes.js";
import type * as model_admin_offline from "../model/admin/offline.js";
import type * as model_admin_payments from "../model/admin/payments.js";
import type * as model_admin_projections from "../model/admin/projections.js";
import type * as model_admin_reports from "../model/admin/reports.js";
import type * as model_admin_safetyRecord from "../model/admin/safetyRecord.js";
import type * as model_admin_search from "../model/admin/search.js";
import type * as model_admin_staff from "../model/admin/staff.js";
import type * as model_admin_stats from "../model/admin/stats.js";
import type * as model_admin_verificationQueue from "../model/admin/verificationQueue.js";
import type * as model_audit from "../model/audit.js";
import type * as model_email_localMailbox from "../model/email/localMailbox.js";
import type * as model_email_message from "../model/email/message.js";
import type * as model_email_provider from "../model/email/provider.js";
import type * as model_email_resend from "../model/email/resend.js";
import type * as model_errors from "../model/errors.js";
import type * as model_identity from "../model/identity.js";
import type * as model_limits from "../model/limits.js";
import type * as model_members_account from "../model/members/account.js";
import type * as model_members_birthYear from "../model/members/birthYear.js";
import type * as model_members_blocking from "../model/members/blocking.js";
import type * as model_members_blocks from "../model/members/blocks.js";
import type * as model_members_contacts from "../model/members/contacts.js";
import type * as model_members_documentPrivacy from "../model/members/documentPrivacy.js";
import type * as model_members_horoscope from "../model/members/horoscope.js";
import type * as model_members_interestFlow from "../model/members/interestFlow.js";
import type * as model_members_interestLists from "../model/members/interestLists.js";
import type * as model_members_interestValidators from "../model/members/interestValidators.js";
import type * as model_members_interests from "../model/members/interests.js";
import type * as model_members_matchExclusions from "../model/members/matchExclusions.js";
import type * as model_members_matches from "../model/members/matches.js";
import type * as model_members_orphanUploads from "../model/members/orphanUploads.js";
import type * as model_members_photos from "../model/members/photos.js";
import type * as model_members_privacy from "../model/members/privacy.js";
import type * as model_members_profiles from "../model/members/profiles.js";
import type * as model_members_projections from "../model/members/projections.js";
import type * as model_members_purge from "../model/members/purge.js";
import type * as model_members_refineFilter from "../model/members/refineFilter.js";
import type * as model_members_reports from "../model/members/reports.js";
import type * as model_members_safetyPurge from "../model/members/safetyPurge.js";
import type * as model_members_shortlists from "../model/members/shortlists.js";
import type * as model_members_tombstones from "../model/members/tombstones.js";
import type * as model_members_viewers from "../model/members/viewers.js";
import type * as model_members_views from "../model/members/views.js";
import type * as model_notifications_inbox from "../model/notifications/inbox.js";
import type * as model_notifications_notify from "../model/notifications/notify.js";
import type * as model_notifications_outbox from "../model/notifications/outbox.js";
import type * as model_notifications_preferences from "../model/notifications/preferences.js";
import type * as model_notifications_premium from "../model/notifications/premium.js";
import type * as model_notifications_render from "../model/notifications/render.js";
import type * as model_notifications_unsubscribe from "../model/notifications/unsubscribe.js";
import type * as model_notifications_unsubscribePage from "../model/notifications/unsubscribePage.js";
import type * as model_notifications_validators from "../model/notifications/validators.js";
import type * as model_parents_consent from "../model/parents/consent.js";
import type * as model_parents_consentCodes from "../model/parents/consentCodes.js";
import type * as model_parents_consentSms from "../model/parents/consentSms.js";
import type * as model_parents_contactPerson from "../model/parents/contactPerson.js";
import type * as model_payments_orders from "../model/payments/orders.js";
import type * as model_payments_razorpayApi from "../model/payments/razorpayApi.js";
import type * as model_payments_razorpaySignature from "../model/payments/razorpaySignature.js";
import type * as model_payments_razorpayTestPayment from "../model/payments/razorpayTestPayment.js";
import type * as model_payments_razorpayWebhook from "../model/payments/razorpayWebhook.js";
import type * as model_safety_records from "../model/safety/records.js";
import type * as model_sms_provider from "../model/sms/provider.js";
import type * as model_sms_send from "../model/sms/send.js";
import type * as model_sms_templates from "../model/sms/templates.js";
import type * as model_validation from "../model/validation.js";
import type * as model_verification_badgeValidators from "../model/verification/badgeValidators.js";
import type * as model_verification_badges from "../model/verification/badges.js";
import type * as model_verification_codeValidators from "../model/verification/codeValidators.js";
import type * as model_verification_codes from "../model/verification/codes.js";
import type * as model_verification_documentValidators from "../model/verification/documentValidators.js";
import type * as model_verification_documents from "../model/verification/documents.js";
import type * as model_verification_functionValidators from "../model/verification/functionValidators.js";
import type * as model_verification_mobile from "../model/verification/mobile.js";
import type * as model_verification_mobileSms from "../model/verification/mobileSms.js";
import type * as notifications from "../notifications.js";
import type * as payments from "../payments.js";
import type * as paymentsNode from "../paymentsNode.js";
import type * as photos from "../photos.js";
import type * as privacy from "../privacy.js";
import type * as safety from "../safety.js";
import type * as validators from "../validators.js";
import type * as verification from "../verification.js";
import type * as viewers from "../viewers.js";
import type * as views from "../views.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  "admin/approvals": typeof admin_approvals;
  "admin/audit": typeof admin_audit;
  "admin/harvesting": typeof admin_harvesting;
  "admin/identity": typeof admin_identity;
  "admin/lookup": typeof admin_lookup;
  "admin/members": typeof admin_members;
  "admin/mobileVerification": typeof admin_mobileVerification;
  "admin/notes": typeof admin_notes;
  "admin/payments": typeof admin_payments;
  "admin/reports": typeof admin_reports;
  "admin/staff": typeof admin_staff;
  "admin/stats": typeof admin_stats;
  "admin/verifications": typeof admin_verifications;
  consent: typeof consent;
  crons: typeof crons;
  functions: typeof functions;
  housekeeping: typeof housekeeping;
  http: typeof http;
  idVerification: typeof idVerification;
  interests: typeof interests;
  limits: typeof limits;
  matches: typeof matches;
  members: typeof members;
  "model/admin/approvalQueue": typeof model_admin_approvalQueue;
  "model/admin/audit": typeof model_admin_audit;
  "model/admin/contactViews": typeof model_admin_contactViews;
  "model/admin/deletion": typeof model_admin_deletion;
  "model/admin/harvesting": typeof model_admin_harvesting;
  "model/admin/identity": typeof model_admin_identity;
  "model/admin/interestRecord": typeof model_admin_interestRecord;
  "model/admin/invitations": typeof model_admin_invitations;
  "model/admin/lists": typeof model_admin_lists;
  "model/admin/lookup": typeof model_admin_lookup;
  "model/admin/memberEdit": typeof model_admin_memberEdit;
  "model/admin/memberList": typeof model_admin_memberList;
  "model/admin/memberRecord": typeof model_admin_memberRecord;
  "model/admin/moderation": typeof model_admin_moderation;
  "model/admin/notes": typeof model_admin_notes;
  "model/admin/offline": typeof model_admin_offline;
  "model/admin/payments": typeof model_admin_payments;
  "model/admin/projections": typeof model_admin_projections;
  "model/admin/reports": typeof model_admin_reports;
  "model/admin/safetyRecord": typeof model_admin_safetyRecord;
  "model/admin/search": typeof model_admin_search;
  "model/admin/staff": typeof model_admin_staff;
  "model/admin/stats": typeof model_admin_stats;
  "model/admin/verificationQueue": typeof model_admin_verificationQueue;
  "model/audit": typeof model_audit;
  "model/email/localMailbox": typeof model_email_localMailbox;
  "model/email/message": typeof model_email_message;
  "model/email/provider": typeof model_email_provider;
  "model/email/resend": typeof model_email_resend;
  "model/errors": typeof model_errors;
  "model/identity": typeof model_identity;
  "model/limits": typeof model_limits;
  "model/members/account": typeof model_members_account;
  "model/members/birthYear": typeof model_members_birthYear;
  "model/members/blocking": typeof model_members_blocking;
  "model/members/blocks": typeof model_members_blocks;
  "model/members/contacts": typeof model_members_contacts;
  "model/members/documentPrivacy": typeof model_members_documentPrivacy;
  "model/members/horoscope": typeof model_members_horoscope;
  "model/members/interestFlow": typeof model_members_interestFlow;
  "model/members/interestLists": typeof model_members_interestLists;
  "model/members/interestValidators": typeof model_members_interestValidators;
  "model/members/interests": typeof model_members_interests;
  "model/members/matchExclusions": typeof model_members_matchExclusions;
  "model/members/matches": typeof model_members_matches;
  "model/members/orphanUploads": typeof model_members_orphanUploads;
  "model/members/photos": typeof model_members_photos;
  "model/members/privacy": typeof model_members_privacy;
  "model/members/profiles": typeof model_members_profiles;
  "model/members/projections": typeof model_members_projections;
  "model/members/purge": typeof model_members_purge;
  "model/members/refineFilter": typeof model_members_refineFilter;
  "model/members/reports": typeof model_members_reports;
  "model/members/safetyPurge": typeof model_members_safetyPurge;
  "model/members/shortlists": typeof model_members_shortlists;
  "model/members/tombstones": typeof model_members_tombstones;
  "model/members/viewers": typeof model_members_viewers;
  "model/members/views": typeof model_members_views;
  "model/notifications/inbox": typeof model_notifications_inbox;
  "model/notifications/notify": typeof model_notifications_notify;
  "model/notifications/outbox": typeof model_notifications_outbox;
  "model/notifications/preferences": typeof model_notifications_preferences;
  "model/notifications/premium": typeof model_notifications_premium;
  "model/notifications/render": typeof model_notifications_render;
  "model/notifications/unsubscribe": typeof model_notifications_unsubscribe;
  "model/notifications/unsubscribePage": typeof model_notifications_unsubscribePage;
  "model/notifications/validators": typeof model_notifications_validators;
  "model/parents/consent": typeof model_parents_consent;
  "model/parents/consentCodes": typeof model_parents_consentCodes;
  "model/parents/consentSms": typeof model_parents_consentSms;
  "model/parents/contactPerson": typeof model_parents_contactPerson;
  "model/payments/orders": typeof model_payments_orders;
  "model/payments/razorpayApi": typeof model_payments_razorpayApi;
  "model/payments/razorpaySignature": typeof model_payments_razorpaySignature;
  "model/payments/razorpayTestPayment": typeof model_payments_razorpayTestPayment;
  "model/payments/razorpayWebhook": typeof model_payments_razorpayWebhook;
  "model/safety/records": typeof model_safety_records;
  "model/sms/provider": typeof model_sms_provider;
  "model/sms/send": typeof model_sms_send;
  "model/sms/templates": typeof model_sms_templates;
  "model/validation": typeof model_validation;
  "model/verification/badgeValidators": typeof model_verification_badgeValidators;
  "model/verification/badges": typeof model_verification_badges;
  "model/verification/codeValidators": typeof model_verification_codeValidators;
  "model/verification/codes": typeof model_verification_codes;
  "model/verification/documentValidators": typeof model_verification_documentValidators;
  "model/verification/documents": typeof model_verification_documents;
  "model/verification/functionValidators": typeof model_verification_functionValidators;
  "model/verification/mobile": typeof model_verification_mobile;
  "model/verification/mobileSms": typeof model_verification_mobileSms;
  notifications: typeof notifications;
  payments: typeof payments;
  paymentsNode: typeof paymentsNode;
  photos: typeof photos;
  privacy: typeof privacy;
  safety: typeof safety;
  validators: typeof validators;
  verification: typeof verification;
  viewers: typeof viewers;
  views: typeof views;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
