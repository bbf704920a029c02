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
import type * as admin_identity from "../admin/identity.js";
import type * as admin_lookup from "../admin/lookup.js";
import type * as admin_members from "../admin/members.js";
import type * as admin_notes from "../admin/notes.js";
import type * as admin_payments from "../admin/payments.js";
import type * as admin_staff from "../admin/staff.js";
import type * as admin_stats from "../admin/stats.js";
import type * as crons from "../crons.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as matches from "../matches.js";
import type * as members from "../members.js";
import type * as model_adminApprovalQueue from "../model/adminApprovalQueue.js";
import type * as model_adminAudit from "../model/adminAudit.js";
import type * as model_adminDeletion from "../model/adminDeletion.js";
import type * as model_adminIdentity from "../model/adminIdentity.js";
import type * as model_adminLists from "../model/adminLists.js";
import type * as model_adminLookup from "../model/adminLookup.js";
import type * as model_adminMemberEdit from "../model/adminMemberEdit.js";
import type * as model_adminMemberList from "../model/adminMemberList.js";
import type * as model_adminMemberRecord from "../model/adminMemberRecord.js";
import type * as model_adminModeration from "../model/adminModeration.js";
import type * as model_adminNotes from "../model/adminNotes.js";
import type * as model_adminOffline from "../model/adminOffline.js";
import type * as model_adminPayments from "../model/adminPayments.js";
import type * as model_adminProjections from "../model/adminProjections.js";
import type * as model_adminSearch from "../model/adminSearch.js";
import type * as model_adminStaff from "../model/adminStaff.js";
import type * as model_adminStats from "../model/adminStats.js";
import type * as model_audit from "../model/audit.js";
import type * as model_errors from "../model/errors.js";
import type * as model_identity from "../model/identity.js";
import type * as model_matches from "../model/matches.js";
import type * as model_members from "../model/members.js";
import type * as model_payments from "../model/payments.js";
import type * as model_photos from "../model/photos.js";
import type * as model_projections from "../model/projections.js";
import type * as model_razorpayApi from "../model/razorpayApi.js";
import type * as model_razorpaySignature from "../model/razorpaySignature.js";
import type * as model_razorpayTestPayment from "../model/razorpayTestPayment.js";
import type * as model_razorpayWebhook from "../model/razorpayWebhook.js";
import type * as model_validation from "../model/validation.js";
import type * as model_views from "../model/views.js";
import type * as payments from "../payments.js";
import type * as paymentsNode from "../paymentsNode.js";
import type * as photos from "../photos.js";
import type * as validators from "../validators.js";
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
  "admin/identity": typeof admin_identity;
  "admin/lookup": typeof admin_lookup;
  "admin/members": typeof admin_members;
  "admin/notes": typeof admin_notes;
  "admin/payments": typeof admin_payments;
  "admin/staff": typeof admin_staff;
  "admin/stats": typeof admin_stats;
  crons: typeof crons;
  functions: typeof functions;
  http: typeof http;
  matches: typeof matches;
  members: typeof members;
  "model/adminApprovalQueue": typeof model_adminApprovalQueue;
  "model/adminAudit": typeof model_adminAudit;
  "model/adminDeletion": typeof model_adminDeletion;
  "model/adminIdentity": typeof model_adminIdentity;
  "model/adminLists": typeof model_adminLists;
  "model/adminLookup": typeof model_adminLookup;
  "model/adminMemberEdit": typeof model_adminMemberEdit;
  "model/adminMemberList": typeof model_adminMemberList;
  "model/adminMemberRecord": typeof model_adminMemberRecord;
  "model/adminModeration": typeof model_adminModeration;
  "model/adminNotes": typeof model_adminNotes;
  "model/adminOffline": typeof model_adminOffline;
  "model/adminPayments": typeof model_adminPayments;
  "model/adminProjections": typeof model_adminProjections;
  "model/adminSearch": typeof model_adminSearch;
  "model/adminStaff": typeof model_adminStaff;
  "model/adminStats": typeof model_adminStats;
  "model/audit": typeof model_audit;
  "model/errors": typeof model_errors;
  "model/identity": typeof model_identity;
  "model/matches": typeof model_matches;
  "model/members": typeof model_members;
  "model/payments": typeof model_payments;
  "model/photos": typeof model_photos;
  "model/projections": typeof model_projections;
  "model/razorpayApi": typeof model_razorpayApi;
  "model/razorpaySignature": typeof model_razorpaySignature;
  "model/razorpayTestPayment": typeof model_razorpayTestPayment;
  "model/razorpayWebhook": typeof model_razorpayWebhook;
  "model/validation": typeof model_validation;
  "model/views": typeof model_views;
  payments: typeof payments;
  paymentsNode: typeof paymentsNode;
  photos: typeof photos;
  validators: typeof validators;
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
