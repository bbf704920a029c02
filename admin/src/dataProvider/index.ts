/**
 * react-admin's data provider over the authenticated Convex client (docs/how-to.md).
 *
 * - Records: Convex's `_id` becomes react-admin's `id` (staff use their email, which `remove` takes), in
 *   nested lists too (a member's payments, a call card's notes); ids go back as the functions' `id`,
 *   `profileId` or `email` arguments.
 * - Lists: partial pagination (`pageInfo`, no `total`: Convex does not count). Page N starts at the
 *   continueCursor page N-1 ended with (cursors.ts). A Convex page may come back short, or empty, while
 *   `isDone` is false (filters the index does not serve are applied within a bounded read,
 *   convex/model/admin/lists.ts), so one react-admin page is read with a few calls (at most 100 rows
 *   each, and MAX_CALLS_PER_PAGE more than its size needs).
 *   Filters go through only when the list accepts them; sorting only on the fields an index serves,
 *   anything else gets the list's default order (resources.ts).
 * - Live: reads made for a react-query query subscribe (live.ts); a change invalidates the resource.
 * - Errors: `ConvexError({ code, message, field })` → `HttpError` with the server's message (errors.ts).
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from "react-admin";
import type { ProfileChangeRejectReason } from "@matrimony/shared/rules/profileChanges";
import { api } from "../convexApi";
import type { Args, ConvexLike, QueryRef } from "./convexClient";
import { CursorStore } from "./cursors";
import { toHttpError } from "./errors";
import { LiveQueries, type LiveOptions } from "./live";
import { offlinePaymentArgs, RESOURCES, type ResourceSpec } from "./resources";

/** Convex calls for one react-admin page beyond those its size needs (short pages are topped up, within reason). */
export const MAX_CALLS_PER_PAGE = 5;
/** What a Convex list returns at most per call (convex/model/admin/lists.ts MAX_PAGE_SIZE). */
export const MAX_PER_CALL = 100;
/** The largest react-admin page (an export asks for up to 1,000 rows). */
export const MAX_PER_PAGE = 1000;

export type LookupResult = FunctionReturnType<typeof api.admin.lookup.find>;
export type CallCard = LookupResult["cards"][number] & { id: string };
export type Dashboard = FunctionReturnType<typeof api.admin.stats.dashboard>;
export type BulkApproval = FunctionReturnType<typeof api.admin.approvals.approveMany>;
export type BulkPhotoApproval = FunctionReturnType<typeof api.admin.photos.approveMany>;
export type PhotoRejectReason = FunctionArgs<typeof api.admin.photos.reject>["reason"];
export type StaffMe = FunctionReturnType<typeof api.admin.staff.me>;

/** The react-query keys of the console's own live reads (the lookup page and the dashboard). */
export const lookupQueryKey = (query: string): QueryKey => ["lookup", "find", { query }];
export const dashboardQueryKey: QueryKey = ["dashboard", "get"];
export const verificationHistoryQueryKey = (profileId: string): QueryKey => ["verifications", "history", { profileId }];
export type VerificationHistory = FunctionReturnType<typeof api.admin.verifications.history>;

export interface OfflinePaymentInput {
  profileId?: string;
  profileCode?: string;
  amountRupees?: string | number;
  amountPaise?: number;
  reference: string;
  /** "YYYY-MM-DD" (a date input), "DD/MM/YYYY" or an instant. */
  paidOn: string | number;
  method: string;
}

export type ReportDecision = "dismiss" | "warn" | "suspend" | "delete";
export type SafetyDecision = "dismiss" | "warn" | "end" | "suspend";
export type SafetyExcerpt = FunctionReturnType<typeof api.admin.safety.openExcerpt>;
export type FullContacts = FunctionReturnType<typeof api.admin.members.viewContacts>;
export type Harvesting = FunctionReturnType<typeof api.admin.harvesting.overview>;

export interface ConsoleDataProvider extends DataProvider {
  approve(id: Identifier): Promise<void>;
  reject(id: Identifier, reason: string): Promise<void>;
  approveMany(ids: Identifier[]): Promise<BulkApproval>;
  suspend(id: Identifier, reason: string): Promise<void>;
  reinstate(id: Identifier): Promise<void>;
  recordOffline(input: OfflinePaymentInput): Promise<{ id: string; premiumUntil: number }>;
  addNote(profileId: Identifier, text: string): Promise<{ id: string }>;
  /** The reports queue: a staff note, and an admin's decision (the server refuses support agents). */
  addReportNote(id: Identifier, text: string): Promise<void>;
  actOnReport(id: Identifier, action: ReportDecision, extra?: { reason?: string; confirm?: string }): Promise<void>;
  /** The safety queue: open an entry's excerpt (audited on the server), and an admin's decision. */
  openExcerpt(id: Identifier): Promise<SafetyExcerpt>;
  actOnSafety(id: Identifier, action: SafetyDecision, extra?: { reason?: string }): Promise<void>;
  /** The verification queue: an admin's decision; a rejection's reason is shown to the member. */
  decideVerification(id: Identifier, decision: "approve" | "reject", reason?: string): Promise<void>;
  /** The photo queue: an admin approves photos (one or a screen at once) or rejects one with a listed reason. */
  approvePhoto(id: Identifier): Promise<void>;
  approvePhotos(ids: Identifier[]): Promise<BulkPhotoApproval>;
  rejectPhoto(id: Identifier, reason: PhotoRejectReason): Promise<void>;
  /** A profile change waiting for review: approve, or reject with a reason from PROFILE_CHANGE_REJECT_REASONS. */
  decideProfileChange(
    id: Identifier,
    decision: "approve" | "reject",
    reason?: ProfileChangeRejectReason,
  ): Promise<void>;
  /** A member's badge history (who granted each and when), live. */
  verificationHistory(profileId: Identifier): Promise<VerificationHistory>;
  /** One member's full contacts (lists and cards mask them); audited on the server. */
  viewContacts(id: Identifier, where: "record" | "callCard"): Promise<FullContacts>;
  harvesting(): Promise<Harvesting>;
  lookup(query: string): Promise<{ matchedBy: LookupResult["matchedBy"]; cards: CallCard[] }>;
  dashboard(): Promise<Dashboard>;
  me(): Promise<StaffMe>;
  /** Forgets the signed-out user's subscriptions and cursors (not through useDataProvider: not a promise). */
  reset(): void;
  /** Also stops listening to the query cache (tests). */
  dispose(): void;
}

export interface DataProviderOptions {
  client: ConvexLike;
  /** react-admin's query client: live updates invalidate it. Without it every read is one-shot. */
  queryClient?: QueryClient;
  live?: LiveOptions;
}

type Page = { page: unknown[]; isDone: boolean; continueCursor: string };
type Sort = { field: string; order: "asc" | "desc" };

/** Adds react-admin's `id` to every object with a Convex `_id`, nested ones included. */
export function withIds<T>(value: T, idField = "_id"): T {
  if (Array.isArray(value)) return value.map((v) => withIds(v)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withIds(v);
  const id = out[idField] ?? out._id;
  if (id !== undefined && out.id === undefined) out.id = id;
  return out as T;
}

function specOf(resource: string): ResourceSpec {
  const spec = RESOURCES[resource];
  if (spec === undefined)
    throw new HttpError(`Unknown resource "${resource}".`, 404, { code: "not_found", message: "Unknown resource." });
  return spec;
}

function unsupported(resource: string, what: string): HttpError {
  const message = `The ${resource} screen cannot ${what}.`;
  return new HttpError(message, 405, { code: "unsupported", message });
}

/** The filter values the list accepts, converted; everything else dropped. */
export function serverFilter(spec: ResourceSpec, filter: Args | undefined): Args {
  const out: Args = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    const convert = spec.filters[key];
    if (convert === undefined) continue;
    const converted = convert(value);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

/** The sort if an index serves it, else undefined (the list's default order). */
export function serverSort(
  spec: ResourceSpec,
  sort: GetListParams["sort"] | undefined,
  filter: Args,
): Sort | undefined {
  if (!sort?.field || !spec.sort.fields.includes(sort.field)) return undefined;
  if (spec.sort.allowed && !spec.sort.allowed(sort.field, filter)) return undefined;
  return { field: sort.field, order: String(sort.order).toUpperCase() === "ASC" ? "asc" : "desc" };
}

function isPage(value: unknown): value is Page {
  const p = value as Partial<Page> | null;
  return Array.isArray(p?.page) && typeof p.isDone === "boolean" && typeof p.continueCursor === "string";
}

export function createDataProvider(options: DataProviderOptions): ConsoleDataProvider {
  const { client } = options;
  const live = options.queryClient ? new LiveQueries(client, options.queryClient, options.live) : null;
  const cursors = new CursorStore();

  /** A reader for one react-query fetch: live for a query in the cache, one-shot otherwise. */
  function readerFor(resource: string, queryKey: QueryKey | null) {
    const owner = live && queryKey ? live.ownerOf(queryKey) : null;
    const used = new Set<string>();
    const read = (ref: QueryRef, args: Args): Promise<unknown> => {
      if (live === null || owner === null) return client.query(ref, args);
      used.add(live.keyOf(ref, args));
      return live.read(owner, resource, ref, args);
    };
    /** After the fetch: subscriptions this query used before but not now are dropped. */
    const done = () => {
      if (live !== null && owner !== null) live.retain(owner, used);
    };
    return { read, done };
  }

  async function guarded<T>(resource: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error, RESOURCES[resource]?.errorFields);
    }
  }

  /** One react-admin page: Convex pages from `cursor` until `perPage` rows, isDone, or the call bound. */
  async function readPage(
    read: (ref: QueryRef, args: Args) => Promise<unknown>,
    ref: QueryRef,
    base: Args,
    cursor: string | null,
    perPage: number,
  ): Promise<{ rows: unknown[]; isDone: boolean; continueCursor: string | null }> {
    const rows: unknown[] = [];
    let next = cursor;
    let isDone = false;
    const calls = Math.ceil(perPage / MAX_PER_CALL) - 1 + MAX_CALLS_PER_PAGE;
    for (let call = 0; call < calls; call++) {
      const numItems = Math.min(MAX_PER_CALL, perPage - rows.length);
      const result = await read(ref, { ...base, paginationOpts: { numItems, cursor: next } });
      if (!isPage(result)) throw new Error("The server's list answer has no page.");
      rows.push(...result.page);
      next = result.continueCursor;
      isDone = result.isDone;
      if (isDone || rows.length >= perPage) break;
    }
    return { rows, isDone, continueCursor: next };
  }

  async function list(
    resource: string,
    params: { pagination?: GetListParams["pagination"]; sort?: GetListParams["sort"]; filter?: Args },
    extraFilter: Args,
    queryKey: QueryKey,
  ) {
    const spec = specOf(resource);
    if (spec.list === undefined) throw unsupported(resource, "list");
    const filter = { ...serverFilter(spec, params.filter), ...extraFilter };
    const sort = serverSort(spec, params.sort, filter);
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(params.pagination?.perPage ?? 25)));
    const page = Math.max(1, Math.floor(params.pagination?.page ?? 1));
    const base: Args = { filter };
    if (sort !== undefined) base.sort = sort;
    const view = JSON.stringify([resource, filter, sort ?? null, perPage]);

    // Walk to the page's start from the nearest page whose start is known (one-shot reads).
    let { page: at, cursor } = cursors.nearest(view, page);
    while (at < page) {
      const walked = await readPage((ref, args) => client.query(ref, args), spec.list, base, cursor, perPage);
      if (walked.isDone || walked.continueCursor === null) {
        return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: page > 1 } };
      }
      at += 1;
      cursor = walked.continueCursor;
      cursors.setStart(view, at, cursor);
    }

    const { read, done } = readerFor(resource, queryKey);
    const result = await readPage(read, spec.list, base, cursor, perPage);
    done();
    if (!result.isDone && result.continueCursor !== null) cursors.setStart(view, page + 1, result.continueCursor);
    return {
      data: result.rows.map((row) => withIds(row as RaRecord, spec.idField)),
      pageInfo: { hasNextPage: !result.isDone, hasPreviousPage: page > 1 },
    };
  }

  async function one(resource: string, id: Identifier, queryKey: QueryKey | null) {
    const spec = specOf(resource);
    if (spec.get === undefined) throw unsupported(resource, "show one record");
    const { read, done } = readerFor(resource, queryKey);
    const record = await read(spec.get, { id: String(id) });
    done();
    if (record === null || record === undefined) {
      throw new HttpError("This record no longer exists.", 404, {
        code: "not_found",
        message: "This record no longer exists.",
      });
    }
    return withIds(record as RaRecord, spec.idField);
  }

  async function mutate(ref: Parameters<ConvexLike["mutation"]>[0], args: Args): Promise<unknown> {
    return await client.mutation(ref, args);
  }

  /** The result of a create as a record: a new id, or an object with `_id` or the resource's id field. */
  function created(spec: ResourceSpec, data: Args, result: unknown): RaRecord {
    if (typeof result === "string") return { ...data, id: result, _id: result };
    if (result !== null && typeof result === "object")
      return withIds({ ...data, ...(result as Args) }, spec.idField) as RaRecord;
    return { ...data, id: String(data[spec.idField ?? "_id"] ?? "") };
  }

  const provider: ConsoleDataProvider = {
    getList: (resource, params: GetListParams) =>
      guarded(resource, async () => {
        const { pagination, sort, filter, meta } = params;
        // react-admin's key for this call (ra-core useGetList): live only while that query exists.
        const key: QueryKey = [resource, "getList", { pagination, sort, filter, meta }];
        return (await list(resource, params, {}, key)) as never;
      }),

    getOne: (resource, params: GetOneParams) =>
      guarded(resource, async () => {
        const key: QueryKey = [resource, "getOne", { id: String(params.id), meta: params.meta }];
        return { data: (await one(resource, params.id, key)) as never };
      }),

    getMany: (resource, params: GetManyParams) =>
      guarded(resource, async () => {
        const records = [];
        for (const id of params.ids) {
          try {
            records.push(await one(resource, id, null));
          } catch (error) {
            // A reference to a deleted member is left out, as react-admin expects of getMany.
            if (!(error instanceof HttpError && error.status === 404)) throw error;
          }
        }
        return { data: records as never[] };
      }),

    getManyReference: (resource, params: GetManyReferenceParams) =>
      guarded(resource, async () => {
        const spec = specOf(resource);
        const filterKey = spec.references?.[params.target];
        if (filterKey === undefined) throw unsupported(resource, `be listed by ${params.target}`);
        const { target, id, pagination, sort, filter, meta } = params;
        const key: QueryKey = [resource, "getManyReference", { target, id, pagination, sort, filter, meta }];
        return (await list(resource, params, { [filterKey]: String(id) }, key)) as never;
      }),

    update: (resource, params: UpdateParams) =>
      guarded(resource, async () => {
        const spec = specOf(resource);
        if (spec.update === undefined) throw unsupported(resource, "be edited");
        const previous = params.previousData as Args | undefined;
        await mutate(spec.update.ref, spec.update.args(String(params.id), params.data as Args, previous));
        return { data: { ...previous, ...params.data, id: params.id } as never };
      }),

    updateMany: (resource, params: UpdateManyParams) =>
      guarded(resource, async () => {
        const spec = specOf(resource);
        if (spec.update === undefined) throw unsupported(resource, "be edited");
        for (const id of params.ids)
          await mutate(spec.update.ref, spec.update.args(String(id), params.data as Args, undefined));
        return { data: params.ids };
      }),

    create: (resource, params: CreateParams) =>
      guarded(resource, async () => {
        const spec = specOf(resource);
        if (spec.create === undefined) throw unsupported(resource, "create records");
        const data = params.data as Args;
        const args = await spec.create.args(data, (ref, a) => client.query(ref, a));
        return { data: created(spec, data, await mutate(spec.create.ref, args)) as never };
      }),

    delete: (resource, params: DeleteParams) =>
      guarded(resource, async () => {
        const spec = specOf(resource);
        if (spec.remove === undefined) throw unsupported(resource, "delete records");
        const previous = params.previousData as Args | undefined;
        await mutate(spec.remove.ref, spec.remove.args(String(params.id), previous, params.meta as Args | undefined));
        return { data: { ...previous, id: params.id } as never };
      }),

    deleteMany: (resource, params: DeleteManyParams) =>
      guarded(resource, async () => {
        const spec = specOf(resource);
        if (spec.remove === undefined) throw unsupported(resource, "delete records");
        for (const id of params.ids)
          await mutate(spec.remove.ref, spec.remove.args(String(id), undefined, params.meta as Args | undefined));
        return { data: params.ids };
      }),

    approve: (id) =>
      guarded("approvals", async () => void (await mutate(api.admin.approvals.approve, { id: String(id) }))),
    reject: (id, reason) =>
      guarded("approvals", async () => void (await mutate(api.admin.approvals.reject, { id: String(id), reason }))),
    approveMany: (ids) =>
      guarded(
        "approvals",
        async () => (await mutate(api.admin.approvals.approveMany, { ids: ids.map(String) })) as BulkApproval,
      ),
    suspend: (id, reason) =>
      guarded("members", async () => void (await mutate(api.admin.members.suspend, { id: String(id), reason }))),
    reinstate: (id) =>
      guarded("members", async () => void (await mutate(api.admin.members.reinstate, { id: String(id) }))),

    recordOffline: (input) =>
      guarded("payments", async () => {
        const args = await offlinePaymentArgs(input as unknown as Args, (ref, a) => client.query(ref, a));
        const result = (await mutate(api.admin.payments.recordOffline, args)) as { _id: string; premiumUntil: number };
        return { id: result._id, premiumUntil: result.premiumUntil };
      }),

    addNote: (profileId, text) =>
      guarded("notes", async () => ({
        id: (await mutate(api.admin.notes.add, { profileId: String(profileId), text })) as string,
      })),

    addReportNote: (id, text) =>
      guarded("reports", async () => void (await mutate(api.admin.reports.addNote, { id: String(id), text }))),
    actOnReport: (id, action, extra = {}) =>
      guarded("reports", async () => void (await mutate(api.admin.reports.act, { id: String(id), action, ...extra }))),

    openExcerpt: (id) =>
      guarded("safety", async () => (await mutate(api.admin.safety.openExcerpt, { id: String(id) })) as SafetyExcerpt),
    actOnSafety: (id, action, extra = {}) =>
      guarded("safety", async () => void (await mutate(api.admin.safety.act, { id: String(id), action, ...extra }))),

    decideVerification: (id, decision, reason) =>
      guarded("verifications", async () => {
        if (decision === "approve") await mutate(api.admin.verifications.approve, { id: String(id) });
        else await mutate(api.admin.verifications.reject, { id: String(id), reason: reason ?? "" });
      }),
    approvePhoto: (id) =>
      guarded("photos", async () => void (await mutate(api.admin.photos.approve, { id: String(id) }))),
    approvePhotos: (ids) =>
      guarded(
        "photos",
        async () => (await mutate(api.admin.photos.approveMany, { ids: ids.map(String) })) as BulkPhotoApproval,
      ),
    rejectPhoto: (id, reason) =>
      guarded("photos", async () => void (await mutate(api.admin.photos.reject, { id: String(id), reason }))),
    decideProfileChange: (id, decision, reason) =>
      guarded("profileChanges", async () => {
        if (decision === "approve") await mutate(api.admin.profileChanges.approve, { id: String(id) });
        else await mutate(api.admin.profileChanges.reject, { id: String(id), reason: reason ?? "callUs" });
      }),
    verificationHistory: (profileId) =>
      guarded("verifications", async () => {
        const { read, done } = readerFor("verifications", verificationHistoryQueryKey(String(profileId)));
        const result = (await read(api.admin.verifications.history, {
          profileId: String(profileId),
        })) as VerificationHistory;
        done();
        return withIds(result);
      }),

    viewContacts: (id, where) =>
      guarded(
        "members",
        async () => (await mutate(api.admin.members.viewContacts, { id: String(id), where })) as FullContacts,
      ),

    harvesting: () =>
      guarded("harvesting", async () => (await client.query(api.admin.harvesting.overview, {})) as Harvesting),

    lookup: (query) =>
      guarded("lookup", async () => {
        const { read, done } = readerFor("lookup", lookupQueryKey(query));
        const result = (await read(api.admin.lookup.find, { query })) as LookupResult;
        done();
        return withIds(result) as { matchedBy: LookupResult["matchedBy"]; cards: CallCard[] };
      }),

    dashboard: () =>
      guarded("dashboard", async () => {
        const { read, done } = readerFor("dashboard", dashboardQueryKey);
        const result = (await read(api.admin.stats.dashboard, {})) as Dashboard;
        done();
        return result;
      }),

    me: () => guarded("staff", async () => (await client.query(api.admin.staff.me, {})) as StaffMe),

    reset: () => {
      live?.reset();
      cursors.clear();
    },

    dispose: () => {
      live?.dispose();
      cursors.clear();
    },
  };
  return provider;
}
