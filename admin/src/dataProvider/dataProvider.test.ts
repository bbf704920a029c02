import { QueryClient, QueryObserver, type QueryKey } from "@tanstack/react-query";
import { ConvexError } from "convex/values";
import { HttpError, type GetListParams } from "react-admin";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeConvex, paginate } from "../test/fakeConvex";
import { errorCode } from "./errors";
import {
  createDataProvider,
  dashboardQueryKey,
  lookupQueryKey,
  MAX_CALLS_PER_PAGE,
  type ConsoleDataProvider,
} from "./index";
import { PROFILE_CODE_NOT_FOUND } from "./resources";

type Row = { _id: string; fullName: string; gender: "Male" | "Female"; createdAt: number };

const MEMBERS: Row[] = Array.from({ length: 60 }, (_, i) => ({
  _id: `p${String(i)}`,
  fullName: `Member ${String(i)}`,
  gender: i % 2 === 0 ? "Female" : "Male",
  createdAt: 1_700_000_000_000 + i,
}));

const list = (page: number, perPage = 25, extra: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page, perPage },
  sort: { field: "createdAt", order: "DESC" },
  filter: {},
  ...extra,
});

/** Cursors the members list was asked for, in order. */
function cursorsAsked(convex: FakeConvex): (string | null)[] {
  return convex.callsTo("admin/members:list").map((c) => (c.args.paginationOpts as { cursor: string | null }).cursor);
}

let convex: FakeConvex;
let provider: ConsoleDataProvider;

beforeEach(() => {
  convex = new FakeConvex().on("admin/members:list", (args) => paginate(MEMBERS, args));
  provider = createDataProvider({ client: convex });
});

afterEach(() => provider.dispose());

describe("ids", () => {
  it("maps _id to id on list rows and nested records", async () => {
    const result = await provider.getList("members", list(1, 2));
    expect(result.data.map((r) => r.id)).toEqual(["p0", "p1"]);
    expect(result.data[0]).toMatchObject({ _id: "p0", id: "p0", fullName: "Member 0" });

    convex.on("admin/members:get", ({ id }) => ({
      _id: id,
      payments: [{ _id: "pay1", amountPaise: 117882 }],
      notes: [],
    }));
    const one = await provider.getOne("members", { id: "p7" });
    expect(convex.callsTo("admin/members:get")[0]?.args).toEqual({ id: "p7" });
    expect(one.data).toMatchObject({ id: "p7", payments: [{ id: "pay1", _id: "pay1" }] });
  });

  it("uses the email as the staff id, and sends it back to remove", async () => {
    const staff = [{ _id: "s1", email: "a@x.in", role: "admin" }];
    convex.on("admin/staff:list", (args) => paginate(staff, args)).on("admin/staff:remove", () => null);
    const result = await provider.getList("staff", list(1));
    expect(result.data[0]?.id).toBe("a@x.in");
    await provider.delete("staff", { id: "a@x.in", previousData: result.data[0] });
    expect(convex.callsTo("admin/staff:remove")[0]?.args).toEqual({ email: "a@x.in" });
  });

  it("refuses a record that is gone with a 404", async () => {
    convex.on("admin/members:get", () => null);
    await expect(provider.getOne("members", { id: "gone" })).rejects.toMatchObject({ status: 404 });
  });
});

describe("pagination", () => {
  it("pages by cursor: page 1, page 2, back to page 1, last page", async () => {
    const p1 = await provider.getList("members", list(1));
    expect(p1.data).toHaveLength(25);
    expect(p1.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(p1.total).toBeUndefined();

    const p2 = await provider.getList("members", list(2));
    expect(p2.data[0]?.id).toBe("p25");
    expect(p2.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });

    const back = await provider.getList("members", list(1));
    expect(back.data[0]?.id).toBe("p0");

    const p3 = await provider.getList("members", list(3));
    expect(p3.data.map((r) => r.id)).toEqual(MEMBERS.slice(50).map((m) => m._id));
    expect(p3.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    // Page 1 always starts at null; page N at the cursor page N-1 ended with.
    expect(cursorsAsked(convex)).toEqual([null, "25", null, "50"]);
  });

  it("walks forward to a page whose start is not known yet (a bookmarked ?page=3)", async () => {
    const p3 = await provider.getList("members", list(3));
    expect(p3.data[0]?.id).toBe("p50");
    expect(cursorsAsked(convex)).toEqual([null, "25", "50"]);
    // Now page 2's start is known.
    await provider.getList("members", list(2));
    expect(cursorsAsked(convex).slice(3)).toEqual(["25"]);
  });

  it("keeps cursors apart per filter, sort and page size", async () => {
    await provider.getList("members", list(1));
    await provider.getList("members", list(2, 10));
    // Page 2 at 10 a page starts after 10 rows, not after page 1 at 25 a page.
    expect(cursorsAsked(convex)).toEqual([null, null, "10"]);
  });

  it("tops up short pages while the server is not done, within a bound", async () => {
    // The server reads at most 10 rows per call and the filter keeps half of them.
    convex.on("admin/members:list", (args) =>
      paginate(MEMBERS, args, { where: (m) => m.gender === (args.filter as { gender?: string }).gender, maxRead: 10 }),
    );
    const page = await provider.getList("members", list(1, 10, { filter: { gender: "Female" } }));
    expect(page.data).toHaveLength(10);
    expect(page.data.every((r) => r.gender === "Female")).toBe(true);
    const asked = convex.callsTo("admin/members:list").map((c) => c.args.paginationOpts);
    expect(asked).toEqual([
      { numItems: 10, cursor: null },
      { numItems: 5, cursor: "10" },
    ]);
    expect(page.pageInfo?.hasNextPage).toBe(true);
  });

  it("stops after MAX_CALLS_PER_PAGE calls and still offers the next page", async () => {
    convex.on("admin/members:list", (args) => paginate(MEMBERS, args, { where: () => false, maxRead: 5 }));
    const page = await provider.getList("members", list(1));
    expect(page.data).toEqual([]);
    expect(convex.callsTo("admin/members:list")).toHaveLength(MAX_CALLS_PER_PAGE);
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    const next = await provider.getList("members", list(2));
    expect(next.pageInfo?.hasPreviousPage).toBe(true);
    expect(cursorsAsked(convex)[MAX_CALLS_PER_PAGE]).toBe(String(5 * MAX_CALLS_PER_PAGE));
  });

  it("answers an empty last page when a walked list ends early", async () => {
    const page = await provider.getList("members", list(9));
    expect(page.data).toEqual([]);
    expect(page.pageInfo?.hasNextPage).toBe(false);
  });

  it("reads a page larger than the server's 100 rows a call in several calls (an export)", async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ...MEMBERS[0], _id: `m${String(i)}` }));
    convex.on("admin/members:list", (args) => paginate(many, args));
    const page = await provider.getList("members", list(1, 1000));
    expect(page.data).toHaveLength(250);
    expect(convex.callsTo("admin/members:list").map((c) => c.args.paginationOpts)).toEqual([
      { numItems: 100, cursor: null },
      { numItems: 100, cursor: "100" },
      { numItems: 100, cursor: "200" },
    ]);
    expect(page.pageInfo?.hasNextPage).toBe(false);
  });
});

describe("filters and sort", () => {
  it("passes accepted filters, converted, and drops the rest", async () => {
    await provider.getList(
      "members",
      list(1, 25, {
        filter: {
          q: "  +91 98765-43210 ",
          status: "pending",
          premium: "true",
          caste: "",
          createdFrom: "2025-01-31",
          createdTo: "2025-01-31",
          nonsense: "x",
        },
      }),
    );
    const args = convex.callsTo("admin/members:list")[0]?.args;
    expect(args?.filter).toEqual({
      q: "+91 98765-43210",
      status: "pending",
      premium: true,
      // A calendar day in India: 31 Jan 00:00 IST to 23:59:59.999 IST.
      createdFrom: Date.UTC(2025, 0, 30, 18, 30),
      createdTo: Date.UTC(2025, 0, 31, 18, 30) - 1,
    });
  });

  it("sorts on indexed fields only and otherwise asks for the default order", async () => {
    await provider.getList("members", list(1, 25, { sort: { field: "createdAt", order: "ASC" } }));
    await provider.getList("members", list(1, 25, { sort: { field: "fullName", order: "ASC" } }));
    await provider.getList("members", list(1, 25, { sort: { field: "id", order: "DESC" } }));
    const sorts = convex.callsTo("admin/members:list").map((c) => c.args.sort);
    expect(sorts).toEqual([{ field: "createdAt", order: "asc" }, undefined, undefined]);
  });

  it("sorts payments by paid time only among paid ones", async () => {
    convex.on("admin/payments:list", (args) => paginate([], args));
    const paidAt = { sort: { field: "paidAt", order: "DESC" as const } };
    await provider.getList("payments", list(1, 25, paidAt));
    await provider.getList("payments", list(1, 25, { ...paidAt, filter: { status: "paid" } }));
    const sorts = convex.callsTo("admin/payments:list").map((c) => c.args.sort);
    expect(sorts).toEqual([undefined, { field: "paidAt", order: "desc" }]);
  });

  it("lists a member's payments and notes by reference", async () => {
    convex.on("admin/payments:list", (args) => paginate([{ _id: "pay1" }], args));
    const result = await provider.getManyReference("payments", {
      target: "profileId",
      id: "p3",
      pagination: { page: 1, perPage: 10 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { profileId: "someone else" },
    });
    expect(result.data[0]?.id).toBe("pay1");
    expect(convex.callsTo("admin/payments:list")[0]?.args.filter).toEqual({ profileId: "p3" });
  });
});

describe("writes", () => {
  it("sends only the editable fields the form changed", async () => {
    convex.on("admin/members:update", () => null);
    const previousData = { id: "p1", fullName: "Ravi", education: "B.Tech", status: "approved", gotram: "x" };
    const result = await provider.update("members", {
      id: "p1",
      data: { ...previousData, fullName: "Ravi Kumar", status: "suspended", gotram: undefined, photos: [] },
      previousData,
    });
    expect(convex.callsTo("admin/members:update")[0]?.args).toEqual({
      id: "p1",
      patch: { fullName: "Ravi Kumar", gotram: null },
    });
    expect(result.data).toMatchObject({ id: "p1", fullName: "Ravi Kumar" });
  });

  it("deletes a member with the typed profile code", async () => {
    convex.on("admin/members:remove", () => null);
    await provider.delete("members", { id: "p1", previousData: { id: "p1" }, meta: { confirm: "TM23ABCD" } });
    expect(convex.callsTo("admin/members:remove")[0]?.args).toEqual({ id: "p1", confirm: "TM23ABCD" });
  });

  it("records an offline payment in paise, finding the member by profile code", async () => {
    convex
      .on("admin/lookup:find", ({ query }) => ({
        matchedBy: "code",
        cards: query === "tm23abcd" ? [{ _id: "p9" }] : [],
      }))
      .on("admin/payments:recordOffline", () => ({ _id: "pay9", premiumUntil: 123 }));
    const result = await provider.create("payments", {
      data: {
        profileCode: "tm23abcd",
        amountRupees: "1,178.82",
        reference: "UPI 42",
        paidOn: "2025-02-01",
        method: "upi",
      },
    });
    expect(convex.callsTo("admin/payments:recordOffline")[0]?.args).toEqual({
      profileId: "p9",
      amountPaise: 117882,
      reference: "UPI 42",
      paidOn: "2025-02-01",
      method: "upi",
    });
    expect(result.data).toMatchObject({ id: "pay9", premiumUntil: 123 });

    const unknown = provider.create("payments", {
      data: { profileCode: "TM000000", amountRupees: 999, reference: "r", paidOn: "2025-02-01", method: "cash" },
    });
    await expect(unknown).rejects.toMatchObject({
      status: 400,
      body: { errors: { profileCode: PROFILE_CODE_NOT_FOUND } },
    });
  });

  it("runs the console's custom actions", async () => {
    for (const name of ["approve", "reject", "suspend", "reinstate"])
      convex.on(`admin/${name === "approve" || name === "reject" ? "approvals" : "members"}:${name}`, () => null);
    convex
      .on("admin/approvals:approveMany", ({ ids }) => ({ approved: ids, skipped: [] }))
      .on("admin/notes:add", () => "n1");
    await provider.approve("p1");
    await provider.reject("p2", "Photo is not of a person.");
    await provider.suspend("p3", "Fake profile");
    await provider.reinstate("p3");
    expect(await provider.approveMany(["p4", "p5"])).toEqual({ approved: ["p4", "p5"], skipped: [] });
    expect(await provider.addNote("p1", "Called about photos")).toEqual({ id: "n1" });
    expect(convex.calls.filter((c) => c.kind === "mutation").map((c) => [c.name, c.args])).toEqual([
      ["admin/approvals:approve", { id: "p1" }],
      ["admin/approvals:reject", { id: "p2", reason: "Photo is not of a person." }],
      ["admin/members:suspend", { id: "p3", reason: "Fake profile" }],
      ["admin/members:reinstate", { id: "p3" }],
      ["admin/approvals:approveMany", { ids: ["p4", "p5"] }],
      ["admin/notes:add", { profileId: "p1", text: "Called about photos" }],
    ]);
  });
});

describe("errors", () => {
  it("shows the server's message and puts an invalid field under the form input", async () => {
    convex.on("admin/payments:recordOffline", () => {
      throw new ConvexError({
        code: "invalid",
        message: "Enter the amount paid, between ₹1 and ₹50,000.",
        field: "amountPaise",
      });
    });
    const error: unknown = await provider
      .create("payments", {
        data: { profileId: "p1", amountRupees: "0", reference: "r", paidOn: "2025-02-01", method: "cash" },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: "Enter the amount paid, between ₹1 and ₹50,000.",
      status: 400,
      body: { code: "invalid", errors: { amountRupees: "Enter the amount paid, between ₹1 and ₹50,000." } },
    });
  });

  it("maps forbidden, unauthenticated and conflict to statuses, keeping the code", async () => {
    const cases = [
      ["forbidden", 403],
      ["unauthenticated", 401],
      ["conflict", 409],
      ["not_found", 404],
    ] as const;
    for (const [code, status] of cases) {
      convex.on("admin/approvals:approve", () => {
        throw new ConvexError({ code, message: `msg ${code}` });
      });
      const error: unknown = await provider.approve("p1").catch((e: unknown) => e);
      expect(error).toMatchObject({ status, message: `msg ${code}`, body: { code } });
      expect((error as HttpError).body.errors).toBeUndefined();
      expect(errorCode(error)).toBe(code);
    }
  });

  it("turns a crash or a lost connection into a readable message", async () => {
    convex.on("admin/members:list", () => {
      throw new Error("[CONVEX Q(admin/members:list)] Server Error");
    });
    await expect(provider.getList("members", list(1))).rejects.toMatchObject({
      status: 500,
      message: expect.stringMatching(/could not complete/) as unknown,
    });
  });

  it("refuses what a resource cannot do", async () => {
    await expect(provider.update("audit", { id: "a1", data: {}, previousData: { id: "a1" } })).rejects.toMatchObject({
      status: 405,
    });
    await expect(provider.getList("nothing", list(1))).rejects.toMatchObject({ status: 404 });
  });
});

describe("live updates", () => {
  let queryClient: QueryClient;
  let rows: Row[];

  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    rows = MEMBERS.slice(0, 3);
    convex = new FakeConvex().on("admin/approvals:list", (args) => paginate(rows, args));
    provider = createDataProvider({ client: convex, queryClient, live: { releaseDelayMs: 0 } });
  });

  /** The key react-admin's useGetList builds for these params. */
  const keyOf = (resource: string, p: GetListParams): QueryKey => [
    resource,
    "getList",
    { pagination: p.pagination, sort: p.sort, filter: p.filter, meta: p.meta },
  ];
  const fetchList = (resource: string, p: GetListParams) =>
    queryClient.fetchQuery({ queryKey: keyOf(resource, p), queryFn: () => provider.getList(resource, p) });

  it("subscribes for a query on screen and invalidates its resource when the result changes", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const page = await fetchList("approvals", list(1));
    expect(page.data).toHaveLength(3);
    expect(convex.active.size).toBe(1);

    convex.rerun(); // nothing changed: no refetch
    await Promise.resolve();
    expect(invalidate).not.toHaveBeenCalled();

    rows = [...rows, { _id: "new", fullName: "New Member", gender: "Male", createdAt: 1 }];
    convex.rerun();
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ["approvals"] }));
    expect(invalidate).toHaveBeenCalledTimes(1);

    // The refetch reads the subscription's current value, with no new round trip.
    const callsBefore = convex.calls.length;
    const again = await fetchList("approvals", list(1));
    expect(again.data.map((r) => r.id)).toContain("new");
    expect(convex.calls.length).toBe(callsBefore);
  });

  it("keeps a direct call (not a query in the cache) one-shot", async () => {
    await provider.getList("approvals", list(1));
    expect(convex.active.size).toBe(0);
    expect(convex.calls.map((c) => c.kind)).toEqual(["query"]);
  });

  it("unsubscribes when react-query removes the query or nothing on screen observes it", async () => {
    await fetchList("approvals", list(1));
    expect(convex.active.size).toBe(1);
    queryClient.removeQueries({ queryKey: ["approvals"] });
    expect(convex.active.size).toBe(0);

    const params = list(1);
    const observer = new QueryObserver(queryClient, {
      queryKey: keyOf("approvals", params),
      queryFn: () => provider.getList("approvals", params),
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe("success"));
    expect(convex.active.size).toBe(1);
    stop();
    expect(convex.active.size).toBe(0);
  });

  it("drops a page's old subscriptions when its cursors move", async () => {
    const p = list(1, 2);
    await fetchList("approvals", p);
    expect([...convex.active].map((w) => w.args.paginationOpts)).toEqual([{ numItems: 2, cursor: null }]);
    // A refetch that needs a second call: the server now returns short pages.
    convex.on("admin/approvals:list", (args) => paginate(rows, args, { maxRead: 1 }));
    queryClient.removeQueries();
    await fetchList("approvals", p);
    expect([...convex.active].map((w) => w.args.paginationOpts)).toEqual([
      { numItems: 2, cursor: null },
      { numItems: 1, cursor: "1" },
    ]);
  });

  it("keeps the lookup and the dashboard live under their own keys", async () => {
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    let plan = "Free";
    convex
      .on("admin/lookup:find", () => ({
        matchedBy: "phone",
        cards: [{ _id: "p1", plan, lastPayments: [{ _id: "pay1" }], lastNotes: [] }],
      }))
      .on("admin/stats:dashboard", () => ({ pending: rows.length }));
    const found = await queryClient.fetchQuery({
      queryKey: lookupQueryKey("98765"),
      queryFn: () => provider.lookup("98765"),
    });
    expect(found.cards[0]).toMatchObject({ id: "p1", lastPayments: [{ id: "pay1" }] });
    await queryClient.fetchQuery({ queryKey: dashboardQueryKey, queryFn: () => provider.dashboard() });
    plan = "Premium";
    rows = [];
    convex.rerun();
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(invalidate.mock.calls.map((c) => c[0])).toEqual([{ queryKey: ["lookup"] }, { queryKey: ["dashboard"] }]);
  });

  it("surfaces a server error of a live read", async () => {
    convex.on("admin/approvals:list", () => {
      throw new ConvexError({ code: "forbidden", message: "Staff only." });
    });
    await expect(fetchList("approvals", list(1))).rejects.toMatchObject({ status: 403, message: "Staff only." });
    expect(convex.active.size).toBe(0);
  });
});
