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
import type * as functions from "../functions.js";
import type * as matches from "../matches.js";
import type * as members from "../members.js";
import type * as model_audit from "../model/audit.js";
import type * as model_errors from "../model/errors.js";
import type * as model_identity from "../model/identity.js";
import type * as model_matches from "../model/matches.js";
import type * as model_members from "../model/members.js";
import type * as model_photos from "../model/photos.js";
import type * as model_projections from "../model/projections.js";
import type * as model_validation from "../model/validation.js";
import type * as model_views from "../model/views.js";
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
  functions: typeof functions;
  matches: typeof matches;
  members: typeof members;
  "model/audit": typeof model_audit;
  "model/errors": typeof model_errors;
  "model/identity": typeof model_identity;
  "model/matches": typeof model_matches;
  "model/members": typeof model_members;
  "model/photos": typeof model_photos;
  "model/projections": typeof model_projections;
  "model/validation": typeof model_validation;
  "model/views": typeof model_views;
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
