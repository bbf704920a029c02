/**
 * Premium payments end to end on the offline stack: the project's convex/ functions on the local backend,
 * the real `razorpay` SDK (in paymentsNode.ts) pointed at the simulator, the simulator's Checkout Pay and
 * Fail, its signed webhooks delivered to the backend's HTTP actions port, and Checkout's signature
 * verified by payments.confirm, as in `npm start`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { ConvexError } from "convex/values";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREMIUM_CHARGE } from "@matrimony/shared/rules/pricing";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { startBackend, type Backend } from "../backend/server";
import { fakeVerify, TEST_ISSUER } from "../test/stack";
import { registrationForm } from "../test/fixtures";
import {
  APP_ORIGIN,
  KEY_ID,
  KEY_SECRET,
  makeDataDir,
  removeDataDir,
  startSim,
  waitFor,
  WEBHOOK_SECRET,
  type SimServer,
} from "../test/razorpaySim";

const YEAR_MS = 365 * 86_400_000;
const ENV_NAMES = [
  "LOCAL_AUTH_ISSUER",
  "APP_ORIGIN",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
  "RAZORPAY_API_BASE",
];
/** The functions read process.env, which test files of one worker share: set ours, put theirs back after. */
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

let backend: Backend;
let sim: SimServer;
let backendDir: string;
let simDir: string;

beforeAll(async () => {
  backendDir = await mkdtemp(join(tmpdir(), "premium-backend-"));
  simDir = await makeDataDir();
  backend = await startBackend({
    port: 0,
    httpActionsPort: 0,
    dataDir: backendDir,
    localIssuer: TEST_ISSUER,
    verifyToken: fakeVerify,
    env: {
      LOCAL_AUTH_ISSUER: TEST_ISSUER,
      APP_ORIGIN,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    log: () => {},
  });
  // The simulator needs the HTTP actions' URL, known once the backend listens; the functions read
  // RAZORPAY_API_BASE when they run, so it can be set after.
  sim = await startSim(simDir, { webhookUrl: `${backend.siteUrl}/razorpay/webhook` });
  process.env.RAZORPAY_API_BASE = sim.base;
});

afterAll(async () => {
  await sim.stop();
  await backend.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await rm(backendDir, { recursive: true, force: true });
  await removeDataDir(simDir);
});

let seq = 0;

/** A registered member (approved unless told otherwise) and an HTTP client signed in as them. */
async function member(approved = true): Promise<{ client: ConvexHttpClient; id: Id<"profiles">; email: string }> {
  const email = `payer${++seq}@example.com`;
  const client = new ConvexHttpClient(backend.url, { logger: false });
  client.setAuth(`valid:payer${seq}:${email}`);
  const id = await client.mutation(api.members.register, { profile: registrationForm(email) });
  if (id === null) throw new Error("registration refused");
  if (approved) await backend.run(async (ctx) => ctx.db.patch("profiles", id, { status: "approved" }));
  return { client, id, email };
}

async function payments(id: Id<"profiles">) {
  return await backend.run(async (ctx) =>
    ctx.db
      .query("payments")
      .withIndex("by_profileId_and_createdAt", (q) => q.eq("profileId", id))
      .collect(),
  );
}

async function grants(): Promise<number> {
  return (await backend.run(async (ctx) => ctx.db.query("auditLog").collect())).filter(
    (r) => r.action === "payment.paid",
  ).length;
}

/** Every webhook the simulator sent for `orderId` got a 2xx from the HTTP action. */
async function deliveredFor(orderId: string, count: number): Promise<void> {
  await waitFor(() => {
    const mine = sim.sim.deliveries().filter((d) => d.body.includes(orderId));
    return mine.length >= count && mine.every((d) => d.state === "delivered");
  }, 10_000);
}

type Signed = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

describe("Premium with Checkout against the simulator", () => {
  it("order → Pay → webhooks → Premium once; confirm with the simulator's signature changes nothing more", async () => {
    const m = await member();
    const options = await m.client.action(api.payments.createOrder, {});
    expect(options).toMatchObject({
      key: KEY_ID,
      amount: PREMIUM_CHARGE.amountPaise,
      currency: "INR",
      description: "Upgrade to Premium Plan",
    });
    expect(options.prefill.email).toBe(m.email);
    const order = sim.sim.orders().find((o) => o.id === options.order_id);
    expect(order).toMatchObject({ amount: 117882, currency: "INR" });
    expect(order?.receipt?.length).toBeLessThanOrEqual(40);

    const before = Date.now();
    const paid = await sim.post("/sim/pay", { order_id: options.order_id, key: KEY_ID });
    expect(paid.status).toBe(200);
    await deliveredFor(options.order_id, 2);
    expect((await m.client.query(api.members.me, {}))?.membership.plan).toBe("Premium");
    const [row] = await payments(m.id);
    expect(row).toMatchObject({ status: "paid", paymentId: paid.body.razorpay_payment_id, method: "card" });
    expect(row?.premiumUntil).toBeGreaterThanOrEqual(before + YEAR_MS);

    const confirmed = await m.client.mutation(api.payments.confirm, paid.body as Signed);
    expect(confirmed).toMatchObject({ alreadyConfirmed: true, premiumUntil: row?.premiumUntil });

    // Razorpay redelivering an event (same event id) is acknowledged and ignored.
    const delivery = sim.sim.deliveries().find((d) => d.body.includes(options.order_id) && d.event === "order.paid");
    expect((await sim.sim.redeliver(delivery?.eventId ?? "")).status).toBe(200);

    const rows = await payments(m.id);
    expect(rows.filter((r) => r.status === "paid")).toHaveLength(1);
    expect(rows[0]?.premiumUntil).toBe(row?.premiumUntil);
    expect(await grants()).toBe(1);
    const history = await m.client.query(api.payments.history, {});
    expect(history).toMatchObject([
      { status: "paid", transactionId: paid.body.razorpay_payment_id, amountPaise: 117882 },
    ]);
  });

  it("confirm racing the webhooks still grants once", async () => {
    const m = await member();
    const grantsBefore = await grants();
    const options = await m.client.action(api.payments.createOrder, {});
    const paid = await sim.post("/sim/pay", { order_id: options.order_id, key: KEY_ID });
    const confirmed = await m.client.mutation(api.payments.confirm, paid.body as Signed);
    await deliveredFor(options.order_id, 2);
    const rows = await payments(m.id);
    expect(rows.filter((r) => r.status === "paid")).toHaveLength(1);
    expect(rows[0]?.premiumUntil).toBe(confirmed.premiumUntil);
    expect(await grants()).toBe(grantsBefore + 1);
  });

  it("a forged Checkout answer is refused", async () => {
    const m = await member();
    const options = await m.client.action(api.payments.createOrder, {});
    const paid = await sim.post("/sim/pay", { order_id: options.order_id, key: KEY_ID });
    const forged = { ...(paid.body as Signed), razorpay_payment_id: "pay_NotThePayment" };
    const error = await m.client.mutation(api.payments.confirm, forged).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<{ code: string }>).data.code).toBe("invalid");
    await deliveredFor(options.order_id, 2);
  });

  it("a failed attempt is recorded, and paying again in the same Checkout grants Premium", async () => {
    const m = await member();
    const options = await m.client.action(api.payments.createOrder, {});
    expect((await sim.post("/sim/fail", { order_id: options.order_id, key: KEY_ID })).status).toBe(200);
    await deliveredFor(options.order_id, 1);
    expect(await m.client.query(api.payments.history, {})).toMatchObject([
      { status: "failed", failureReason: "Payment failed" },
    ]);
    expect((await m.client.query(api.members.me, {}))?.membership.plan).toBe("Free");

    await sim.post("/sim/pay", { order_id: options.order_id, key: KEY_ID });
    await deliveredFor(options.order_id, 3);
    expect(await m.client.query(api.payments.history, {})).toMatchObject([{ status: "paid", failureReason: null }]);
    expect((await m.client.query(api.members.me, {}))?.membership.plan).toBe("Premium");
  });

  it("a member awaiting approval cannot open an order", async () => {
    const m = await member(false);
    const error = await m.client.action(api.payments.createOrder, {}).catch((e: unknown) => e);
    expect((error as ConvexError<{ code: string }>).data.code).toBe("not_approved");
  });
});

describe("the /paye test payment against the simulator", () => {
  it("creates a ₹1 payment link; its payment's webhooks are acknowledged and ignored", async () => {
    const response = await fetch(`${backend.siteUrl}/api/payment/create-payment`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: APP_ORIGIN },
      body: JSON.stringify({ amount: 1, name: "Test Payer", phoneNumber: "98765 43210" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(APP_ORIGIN);
    const answer = (await response.json()) as { success: boolean; paymentUrl: string };
    expect(answer.success).toBe(true);
    expect(answer.paymentUrl.startsWith(`${sim.base}/pl/plink_`)).toBe(true);
    const link = sim.sim.paymentLinks().find((l) => answer.paymentUrl.endsWith(l.id));
    expect(link).toMatchObject({
      amount: 100,
      currency: "INR",
      customer: { name: "Test Payer", contact: "+919876543210" },
    });

    const paid = await fetch(`${answer.paymentUrl}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(200);
    await deliveredFor(link?.order_id ?? "", 3);
    const rows = await backend.run(async (ctx) =>
      ctx.db
        .query("payments")
        .withIndex("by_orderId", (q) => q.eq("orderId", link?.order_id))
        .collect(),
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses another amount with a 400 and its message", async () => {
    const response = await fetch(`${backend.siteUrl}/api/payment/create-payment`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: APP_ORIGIN },
      body: JSON.stringify({ amount: 500, name: "Test Payer", phoneNumber: "98765 43210" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, field: "amount" });
  });
});
