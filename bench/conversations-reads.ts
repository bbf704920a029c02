/**
 * Documents read per page when a member opens a conversation (`conversations.messages`: the first page, the
 * next one and a deep one) and their list (`conversations.list`: the first page and the next), as the
 * history grows: messages in one conversation, then conversations of one member. The goal is about twice
 * the page size whatever the history's length.
 *
 *   npx tsx bench/conversations-reads.ts [message counts, default 1000,10000,100000,1000000] [conversation counts,
 * default 1000,10000,100000]
 *
 * It runs the public functions themselves (their member check included) on the local backend's engine
 * (convex-test's, with the sorted indexes of local/src/backend/engine/), so every read goes through the
 * real indexes, and counts two things per page: Convex's own `documentsRead` metric of the function's
 * transaction (every document a get or a query gave it), and the index entries the engine walked (what a
 * filter would have skipped shows there). Not timed: reads do not depend on the machine. Seeding writes the
 * documents directly (what the functions read is the same as after real sends), in one growing history;
 * sizes that do not fit in BENCH_SEED_MINUTES (default 9) of seeding are reported as not reached.
 */
import type { Doc, Id } from "../convex/_generated/dataModel";
import * as conversations from "../convex/conversations";
import { newSide } from "../convex/model/conversations/pair";
import schema from "../convex/schema";
import { PHOTO_MAX_COUNT } from "@matrimony/shared/rules/photos";
import { randomDocumentId, type StoredDocument } from "../local/src/backend/documents";
import { createEngine, type Engine } from "../local/src/backend/engine";
import { buildModuleMap } from "../local/src/backend/modules";
import { loadAverage, printTable } from "./lib/backendProcess";

/** The member app's page sizes (web/src/features/conversations/types.ts). */
const THREAD_PAGE = 30;
const LIST_PAGE = 20;
/** The deep page of a thread: the 100th, or the last one of a shorter history. */
const DEEP_PAGE = 100;
/** Messages loaded at once while seeding (a fifth as many conversations, with their members and photos). */
const CHUNK = 250_000;
const SEED_BUDGET_MS = Number(process.env.BENCH_SEED_MINUTES ?? "9") * 60_000;

type Schema = typeof schema extends { tables: infer T } ? T : never;
type Ctx = Parameters<Parameters<Engine<Schema>["t"]["run"]>[0]>[0];
type Page = { page: unknown[]; isDone: boolean; continueCursor: string };
type PaginationOpts = { numItems: number; cursor: string | null };
/** A registered function as convex-test calls it: its handler, the member check of its builder included. */
type Runnable = { _handler(ctx: Ctx, args: Record<string, unknown>): Promise<unknown> };
const runnable = (fn: unknown): Runnable => fn as Runnable;
const messagesFn = runnable(conversations.messages);
const listFn = runnable(conversations.list);

/** A complete approved profile (the fields the schema asks for), distinct by `i`. */
function profile(i: number, gender: "Male" | "Female") {
  const now = Date.now();
  return {
    tokenIdentifier: `bench|${String(i)}`,
    profileCode: `TC${String(i)}`,
    residenceType: "India" as const,
    fullName: `Bench ${String(i)}`,
    gender,
    maritalStatus: "Single" as const,
    dateOfBirth: gender === "Male" ? "15/08/1993" : "02/11/1996",
    birthYear: gender === "Male" ? 1993 : 1996,
    height: `5'6"`,
    caste: "Kamma" as const,
    religion: "Hindu" as const,
    fatherName: "Father",
    motherName: "Mother",
    state: "Andhra Pradesh" as const,
    nativePlaceDistrict: "Guntur",
    presentResidence: "Hyderabad",
    education: "B.Tech",
    profession: "Software Engineer" as const,
    professionSector: "Private" as const,
    partnerPreferenceType: "India" as const,
    partnerstate: "Andhra Pradesh" as const,
    partnerprofessionSector: "All" as const,
    status: "approved" as const,
    termsAcceptedAt: now,
    registrationDate: new Date(now).toISOString(),
    createdAt: now,
    updatedAt: now,
  };
}

/** Ordinary lines, some with a number split over two messages (the masking's look-back reads one more). */
const LINES = [
  "Namaskaram, how are you?",
  "We are from Guntur.",
  "My number is 98480",
  "22334 call after six",
  "బాగున్నారా?",
  "Amma garu will call on Sunday.",
  "Ok, talk tomorrow.",
];

function counter(engine: Engine<Schema>, t: Engine<Schema>["t"]) {
  /** One function execution: Convex's documentsRead of its transaction and the index entries walked. */
  return async (
    run: (ctx: Ctx) => Promise<Page>,
  ): Promise<{ read: number; walked: number; rows: number; page: Page }> =>
    await t.run(async (ctx) => {
      const readBefore = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
      const walkedBefore = engine.documentsScanned();
      const page = await run(ctx);
      const read = (await ctx.meta.getTransactionMetrics()).documentsRead.used - readBefore;
      return { read, walked: engine.documentsScanned() - walkedBefore, rows: page.page.length, page };
    });
}

/**
 * Append documents to the committed state at once, with ids and creation times as the engine gives them
 * (the engine then rebuilds its sorted indexes on their next read). One insert at a time took minutes for a
 * million messages on a busy machine; the functions read the same documents either way.
 */
function bulkLoad(
  engine: Engine<Schema>,
  batches: Array<{ table: string; rows: Array<Record<string, unknown>> }>,
): string[][] {
  const state = engine.state();
  let time = Math.max(state.lastCreationTime, Date.now());
  const loaded = batches.map(({ table, rows }) =>
    rows.map((fields): StoredDocument => ({ ...fields, _id: randomDocumentId(table), _creationTime: (time += 0.01) })),
  );
  engine.load({ ...state, documents: state.documents.concat(...loaded), lastCreationTime: time });
  return loaded.map((docs) => docs.map((d) => d._id));
}

async function main(): Promise<void> {
  const messageSizes = (process.argv[2] ?? "1000,10000,100000,1000000").split(",").map(Number);
  const conversationSizes = (process.argv[3] ?? "1000,10000,100000").split(",").map(Number);
  const loadBefore = await loadAverage();
  const engine = await createEngine(schema, buildModuleMap());
  const { t } = engine;
  const started = performance.now();
  const notReached: string[] = [];

  // The viewer and the member they talk with, in one open conversation.
  const { viewerId, partnerId, conversationId, storageId } = await t.run(async (ctx) => {
    const viewerId: Id<"profiles"> = await ctx.db.insert("profiles", profile(0, "Female"));
    const partnerId: Id<"profiles"> = await ctx.db.insert("profiles", profile(1, "Male"));
    const [memberA, memberB] = viewerId < partnerId ? [viewerId, partnerId] : [partnerId, viewerId];
    const conversationId = await ctx.db.insert("conversations", {
      memberA,
      memberB,
      startedBy: partnerId,
      createdAt: 1,
      state: "open",
      lastMessageAt: 1,
      a: newSide(),
      b: newSide(),
    });
    // Each member's settings row, as their first received message creates it (a thread page reads both).
    for (const profileId of [viewerId, partnerId])
      await ctx.db.insert("conversationMembers", { profileId, readReceipts: true, unreadTotal: 0 });
    const storageId = await ctx.storage.store(new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }));
    return { viewerId, partnerId, conversationId, storageId };
  });
  const asViewer = t.withIdentity({ tokenIdentifier: "bench|0", subject: "0", issuer: "bench" });
  const count = counter(engine, asViewer as unknown as Engine<Schema>["t"]);

  // Threads: one conversation's history grows to each size in turn. The first message goes through
  // ctx.db.insert (checked against the schema); the rest are loaded in chunks of the same shape.
  const threadRows: string[][] = [];
  const message = (i: number) => ({
    conversationId,
    // Two of three lines from the partner (the viewer's incoming ones are the masked ones).
    senderId: i % 3 === 0 ? viewerId : partnerId,
    text: LINES[i % LINES.length] ?? "",
    sentAt: 1_000 + i,
    contactKinds: [],
    moneyKinds: [],
  });
  const lastMessageId = await t.run(async (ctx) => await ctx.db.insert("messages", message(0)));
  let messages = 1;
  for (const size of messageSizes) {
    const seedStarted = performance.now();
    while (messages < size && performance.now() - started < SEED_BUDGET_MS) {
      const n = Math.min(CHUNK, size - messages);
      const from = messages;
      bulkLoad(engine, [{ table: "messages", rows: Array.from({ length: n }, (_, k) => message(from + k)) }]);
      messages += n;
    }
    if (messages < size) {
      notReached.push(
        `${size.toLocaleString("en-IN")} messages (seeding stopped at ${messages.toLocaleString("en-IN")} after the seeding budget)`,
      );
      break;
    }
    await t.run(async (ctx) => {
      await ctx.db.patch("conversations", conversationId, {
        lastMessageAt: 1_000 + messages,
        last: { messageId: lastMessageId, senderId: partnerId, text: "Ok, talk tomorrow." },
      });
    });
    console.error(
      `thread: ${messages.toLocaleString("en-IN")} messages seeded (${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`,
    );
    const page = (opts: PaginationOpts) =>
      count(async (ctx) => (await messagesFn._handler(ctx, { conversationId, paginationOpts: opts })) as Page);
    const first = await page({ numItems: THREAD_PAGE, cursor: null });
    const second = await page({ numItems: THREAD_PAGE, cursor: first.page.continueCursor });
    // Page on to the deep page (or the last one).
    let deep = second;
    let pageNumber = 2;
    while (pageNumber < DEEP_PAGE && !deep.page.isDone) {
      deep = await page({ numItems: THREAD_PAGE, cursor: deep.page.continueCursor });
      pageNumber += 1;
    }
    threadRows.push([
      messages.toLocaleString("en-IN"),
      `${first.read} (${first.walked})`,
      `${second.read} (${second.walked})`,
      `${deep.read} (${deep.walked}) [page ${pageNumber}]`,
      `${first.rows}/${second.rows}/${deep.rows}`,
      (Math.max(first.read, second.read, deep.read) / THREAD_PAGE).toFixed(2),
    ]);
  }

  // Lists: the viewer's conversations grow to each size in turn, each with another member; 60% of them
  // have photos, 1 to 6 (PHOTO_MAX_COUNT). The first of each kind goes through ctx.db.insert.
  const listRows: string[][] = [];
  const photoCount = (i: number) => (i % 10 < 6 ? 1 + ((i * 7) % PHOTO_MAX_COUNT) : 0);
  const photo = (profileId: Id<"profiles">, i: number, order: number) => ({
    profileId,
    storageId,
    order,
    contentType: "image/png",
    size: 3,
    createdAt: i,
  });
  const conversation = (otherId: Id<"profiles">, i: number) => {
    const [memberA, memberB] = viewerId < otherId ? [viewerId, otherId] : [otherId, viewerId];
    // The newest conversations are those seeded last.
    const at = 1_000 + i;
    const side = { ...newSide(), unread: i % 4, lastReadAt: at - 1 };
    return {
      memberA,
      memberB,
      startedBy: otherId,
      createdAt: at,
      state: "open" as const,
      lastMessageAt: at,
      last: { messageId: lastMessageId, senderId: otherId, text: LINES[i % LINES.length] ?? "" },
      a: side,
      b: side,
    };
  };
  await t.run(async (ctx) => {
    const otherId = await ctx.db.insert("profiles", profile(2, "Male"));
    for (let order = 0; order < photoCount(1); order++) await ctx.db.insert("photos", photo(otherId, 1, order));
    await ctx.db.insert("conversations", conversation(otherId, 1));
  });
  // The seeded thread's conversation and the one above.
  let conversationCount = 2;
  for (const size of conversationSizes) {
    const seedStarted = performance.now();
    while (conversationCount < size && performance.now() - started < SEED_BUDGET_MS) {
      const n = Math.min(CHUNK / 5, size - conversationCount);
      const from = conversationCount;
      const others = (bulkLoad(engine, [
        { table: "profiles", rows: Array.from({ length: n }, (_, k) => profile(2 + from + k, "Male")) },
      ])[0] ?? []) as Id<"profiles">[];
      bulkLoad(engine, [
        {
          table: "photos",
          rows: others.flatMap((otherId, k) =>
            Array.from({ length: photoCount(from + k) }, (_, order) => photo(otherId, from + k, order)),
          ),
        },
        { table: "conversations", rows: others.map((otherId, k) => conversation(otherId, from + k)) },
      ]);
      conversationCount += n;
    }
    if (conversationCount < size) {
      notReached.push(
        `${size.toLocaleString("en-IN")} conversations (seeding stopped at ${conversationCount.toLocaleString("en-IN")} after the seeding budget)`,
      );
      break;
    }
    console.error(
      `list: ${conversationCount.toLocaleString("en-IN")} conversations seeded (${((performance.now() - seedStarted) / 1000).toFixed(0)} s)`,
    );
    const page = (opts: PaginationOpts) =>
      count(async (ctx) => (await listFn._handler(ctx, { paginationOpts: opts })) as Page);
    const first = await page({ numItems: LIST_PAGE, cursor: null });
    const second = await page({ numItems: LIST_PAGE, cursor: first.page.continueCursor });
    listRows.push([
      conversationCount.toLocaleString("en-IN"),
      messages.toLocaleString("en-IN"),
      `${first.read} (${first.walked})`,
      `${second.read} (${second.walked})`,
      `${first.rows}/${second.rows}`,
      (Math.max(first.read, second.read) / LIST_PAGE).toFixed(2),
    ]);
  }

  const viewer = await t.run(async (ctx) => (await ctx.db.get("profiles", viewerId)) as Doc<"profiles">);
  console.log(
    `\nDocuments read per page, counted by Convex's documentsRead metric of the function's transaction (index entries walked in brackets); ` +
      `the functions as called, their member check included (the caller's profile: ${viewer.profileCode}). ` +
      `Seeding and reading took ${((performance.now() - started) / 1000).toFixed(0)} s; load average before: ${loadBefore}, after: ${await loadAverage()}.\n`,
  );
  console.log(`conversations.messages, ${THREAD_PAGE} messages a page (the app's), one conversation's history:\n`);
  printTable(["messages", "read page 1", "read page 2", "read deep page", "rows", "max read / page size"], threadRows);
  console.log(
    `\nconversations.list, ${LIST_PAGE} rows a page (the app's), one member's conversations (60% of the others with photos, 1 to ${PHOTO_MAX_COUNT}):\n`,
  );
  printTable(
    ["conversations", "messages in the table", "read page 1", "read page 2", "rows", "max read / page size"],
    listRows,
  );
  if (notReached.length > 0)
    console.log(`\nNot reached on this machine in the seeding budget: ${notReached.join("; ")}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
