import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { purgeRelated } from "./model/members/purge";
import { convexErrorOf, makeT, seedMember, seedStaff, useClock, type T } from "./test.fixtures";
import { checkoutAnswer, postWebhook, seedOrder, useRazorpayEnv, webhookBody } from "./test.payments";

useRazorpayEnv({
  BUSINESS_NAME: "Example Matrimony Pvt Ltd",
  BUSINESS_ADDRESS: "1 Road, Vijayawada",
  BUSINESS_GSTIN: "37AAAAA0000A1Z5",
  BUSINESS_STATE: "Andhra Pradesh",
});
afterEach(() => {
  vi.useRealTimers();
});

async function documentsOf(t: T, paymentId?: Id<"payments">) {
  return await t.run(async (ctx) => {
    const all = await ctx.db.query("taxDocuments").collect();
    return paymentId === undefined ? all : all.filter((d) => d.paymentId === paymentId);
  });
}

async function pay(t: T, m: { id: Id<"profiles">; as: ReturnType<T["withIdentity"]> }, paymentId: string) {
  const orderId = await seedOrder(t, m.id);
  await m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, paymentId));
  return orderId;
}

describe("a tax invoice for every captured payment", () => {
  test("Checkout's confirmation issues INV/26-27/000001 with the GST split, once, even when the webhook repeats it", async () => {
    useClock("2026-11-28T10:00:00Z");
    const t = makeT();
    const m = await seedMember(t, { fullName: "Ravi Kumar", state: "Andhra Pradesh" });
    const orderId = await pay(t, m, "pay_Inv0001");
    await postWebhook(t, webhookBody("payment.captured", { orderId, paymentId: "pay_Inv0001" }));
    await m.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Inv0001"));
    const docs = await documentsOf(t);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      kind: "invoice",
      number: "INV/26-27/000001",
      financialYear: 2026,
      seller: {
        name: "Example Matrimony Pvt Ltd",
        address: "1 Road, Vijayawada",
        gstin: "37AAAAA0000A1Z5",
        state: "Andhra Pradesh",
      },
      buyer: { name: "Ravi Kumar", state: "Andhra Pradesh" },
      placeOfSupply: "Andhra Pradesh",
      sacCode: "998599",
      rateBasisPoints: 1800,
      taxablePaise: 99900,
      cgstPaise: 8991,
      sgstPaise: 8991,
      igstPaise: 0,
      totalPaise: 117882,
      amountInWords: "Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only",
      transactionRef: "pay_Inv0001",
    });
    expect(docs[0]?.number.length).toBeLessThanOrEqual(16);
  });

  test("numbers run on without gaps and start again in April (India's day)", async () => {
    const advance = useClock("2027-03-31T18:00:00Z");
    const t = makeT();
    const a = await seedMember(t);
    const b = await seedMember(t);
    await pay(t, a, "pay_Inv0010");
    await pay(t, b, "pay_Inv0011");
    // 23:00 UTC on 31 March is 04:30 on 1 April in India: the new financial year.
    advance(5 * 3_600_000);
    await pay(t, a, "pay_Inv0012");
    const numbers = (await documentsOf(t)).map((d) => d.number).sort();
    expect(numbers).toEqual(["INV/26-27/000001", "INV/26-27/000002", "INV/27-28/000001"]);
  });

  test("another state, or abroad, is IGST; a payment's own rate is used", async () => {
    useClock("2026-11-28T10:00:00Z");
    const t = makeT();
    const telangana = await seedMember(t, { state: "Telangana" });
    const nri = await seedMember(t, { residenceType: "NRI", country: "USA" });
    await pay(t, telangana, "pay_Inv0020");
    const orderId = await seedOrder(t, nri.id, { amountPaise: 105000, gstRateBasisPoints: 500 });
    await nri.as.mutation(api.payments.confirm, await checkoutAnswer(orderId, "pay_Inv0021"));
    const [first, second] = (await documentsOf(t)).sort((x, y) => x.number.localeCompare(y.number));
    expect(first).toMatchObject({
      placeOfSupply: "Telangana",
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 17982,
      taxablePaise: 99900,
    });
    expect(second).toMatchObject({
      placeOfSupply: "Outside India",
      buyer: { state: "Outside India" },
      rateBasisPoints: 500,
      taxablePaise: 100000,
      igstPaise: 5000,
    });
  });

  test("an offline payment staff record gets its invoice in the same series", async () => {
    useClock("2026-11-28T10:00:00Z");
    const t = makeT();
    const m = await seedMember(t);
    await pay(t, m, "pay_Inv0030");
    const support = await seedStaff(t, "support");
    const { _id } = await support.as.mutation(api.admin.payments.recordOffline, {
      profileId: m.id,
      amountPaise: 117882,
      reference: "UTR 1234",
      paidOn: "2026-11-27",
      method: "upi",
    });
    const [doc] = await documentsOf(t, _id);
    expect(doc).toMatchObject({ number: "INV/26-27/000002", transactionRef: "UTR 1234", totalPaise: 117882 });
  });
});

describe("invoices.mine and invoices.pdf", () => {
  test("the member lists and downloads their own; another member cannot; staff can", async () => {
    useClock("2026-11-28T10:00:00Z");
    const t = makeT();
    const m = await seedMember(t, { fullName: "Sita Devi" });
    const other = await seedMember(t);
    await pay(t, m, "pay_Inv0040");
    const mine = await m.as.query(api.invoices.mine, {});
    expect(mine).toHaveLength(1);
    const doc = mine[0];
    if (doc === undefined) throw new Error("no invoice");
    expect(doc).toMatchObject({ kind: "invoice", number: "INV/26-27/000001", totalPaise: 117882 });
    expect(await other.as.query(api.invoices.mine, {})).toEqual([]);

    const file = await m.as.action(api.invoices.pdf, { documentId: doc._id });
    expect(file.fileName).toBe("INV-26-27-000001.pdf");
    const head = new TextDecoder().decode(new Uint8Array(file.bytes).slice(0, 5));
    expect(head).toBe("%PDF-");
    expect(file.bytes.byteLength).toBeGreaterThan(1000);

    expect((await convexErrorOf(other.as.action(api.invoices.pdf, { documentId: doc._id }))).code).toBe("not_found");
    expect((await convexErrorOf(t.action(api.invoices.pdf, { documentId: doc._id }))).code).toBe("unauthenticated");
    const support = await seedStaff(t, "support");
    const staffFile = await support.as.action(api.invoices.pdf, { documentId: doc._id });
    expect(staffFile.fileName).toBe("INV-26-27-000001.pdf");
  });

  test("downloads are rate limited per caller", async () => {
    useClock("2026-11-28T10:00:00Z");
    const t = makeT();
    const m = await seedMember(t);
    await pay(t, m, "pay_Inv0050");
    const [doc] = await m.as.query(api.invoices.mine, {});
    if (doc === undefined) throw new Error("no invoice");
    for (let i = 0; i < 20; i += 1) await m.as.action(api.invoices.pdf, { documentId: doc._id });
    expect((await convexErrorOf(m.as.action(api.invoices.pdf, { documentId: doc._id }))).code).toBe("rate_limited");
  });
});

describe("account deletion", () => {
  test("keeps the invoice as issued, unlinked from the account", async () => {
    useClock("2026-11-28T10:00:00Z");
    const t = makeT();
    const m = await seedMember(t, { fullName: "Lakshmi Prasanna" });
    await pay(t, m, "pay_Inv0060");
    expect(await t.run(async (ctx) => purgeRelated(ctx, m.id))).toBe(true);
    const [doc] = await documentsOf(t);
    expect(doc?.profileId).toBeUndefined();
    expect(doc).toMatchObject({ number: "INV/26-27/000001", buyer: { name: "Lakshmi Prasanna" }, totalPaise: 117882 });
  });
});
