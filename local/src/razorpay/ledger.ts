/**
 * What happens on the simulated account: orders, payments and payment links, their state changes, and
 * the webhooks each change triggers. Every change is saved before the caller answers.
 */
import { badRequest, idNotFound } from "./errors";
import { newId } from "./ids";
import type { SimStore } from "./store";
import type { Order, Payment, PaymentLink, Refund } from "./types";
import type { LinkInput, OrderInput, RefundInput } from "./validate";
import type { WebhookSender } from "./webhooks";

export interface Payer {
  email?: string;
  contact?: string;
}

const DEFAULT_PAYER = { email: "void@razorpay.com", contact: "+919000090000" };

export class Ledger {
  constructor(
    private readonly store: SimStore,
    private readonly webhooks: WebhookSender,
    private readonly now: () => number,
    private readonly publicBaseUrl: string,
  ) {}

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  order(id: string): Order {
    const order = this.store.state.orders[id];
    if (!order) throw idNotFound();
    return order;
  }

  payment(id: string): Payment {
    const payment = this.store.state.payments[id];
    if (!payment) throw idNotFound();
    return payment;
  }

  link(id: string): PaymentLink {
    const link = this.store.state.links[id];
    if (!link) throw idNotFound();
    return link;
  }

  paymentsOf(orderId: string): Payment[] {
    return Object.values(this.store.state.payments).filter((payment) => payment.order_id === orderId);
  }

  async createOrder(input: OrderInput): Promise<Order> {
    const order: Order = {
      id: newId("order"),
      entity: "order",
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: input.notes,
      created_at: this.seconds(),
    };
    this.store.state.orders[order.id] = order;
    await this.store.save();
    return order;
  }

  /** Checkout's Pay: an auto-captured card payment, then `payment.captured` and `order.paid`. */
  async pay(orderId: string, payer: Payer, description: string | null): Promise<Payment> {
    const order = this.payableOrder(orderId);
    const payment = this.newPayment(order, "captured", payer, description);
    Object.assign(order, { status: "paid", amount_paid: order.amount, amount_due: 0, attempts: order.attempts + 1 });
    await this.store.save();
    this.webhooks.emit("payment.captured", { payment });
    this.webhooks.emit("order.paid", { payment, order });
    return payment;
  }

  /** Checkout's Fail: a failed payment, then `payment.failed`; the order stays payable. */
  async fail(orderId: string, payer: Payer, description: string | null): Promise<Payment> {
    const order = this.payableOrder(orderId);
    const payment = this.newPayment(order, "failed", payer, description);
    Object.assign(order, { status: "attempted", attempts: order.attempts + 1 });
    await this.store.save();
    this.webhooks.emit("payment.failed", { payment });
    return payment;
  }

  async createLink(input: LinkInput): Promise<PaymentLink> {
    const links = Object.values(this.store.state.links);
    if (input.reference_id !== "" && links.some((link) => link.reference_id === input.reference_id)) {
      throw badRequest(`Payment Link with reference id ${input.reference_id} already exists`, "reference_id");
    }
    // Razorpay backs every link with an order; its payments and the order.paid webhook carry that order.
    const order = await this.createOrder({
      amount: input.amount,
      currency: input.currency,
      receipt: null,
      notes: input.notes ?? [],
    });
    const id = newId("plink");
    const link: PaymentLink = {
      id,
      accept_partial: false,
      amount: input.amount,
      amount_paid: 0,
      callback_method: input.callback_method,
      callback_url: input.callback_url,
      cancelled_at: 0,
      created_at: this.seconds(),
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      expire_by: input.expire_by,
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: input.notes,
      notify: input.notify,
      order_id: order.id,
      payments: null,
      reference_id: input.reference_id,
      reminder_enable: input.reminder_enable,
      reminders: [],
      short_url: `${this.publicBaseUrl}/pl/${id}`,
      status: "created",
      updated_at: this.seconds(),
      upi_link: false,
      user_id: "",
    };
    this.store.state.links[id] = link;
    await this.store.save();
    return link;
  }

  /** The link page's Pay: the link's order is paid, the link marked paid, then `payment_link.paid` too. */
  async payLink(linkId: string): Promise<{ link: PaymentLink; payment: Payment }> {
    const link = this.link(linkId);
    if (link.status !== "created") throw badRequest("This payment link has already been paid");
    const payer = { email: link.customer.email, contact: link.customer.contact };
    const payment = await this.pay(link.order_id, payer, link.description || null);
    const at = this.seconds();
    Object.assign(link, {
      status: "paid",
      amount_paid: link.amount,
      updated_at: at,
      payments: [
        {
          amount: payment.amount,
          created_at: at,
          method: "card",
          payment_id: payment.id,
          plink_id: link.id,
          status: "captured",
          updated_at: at,
        },
      ],
    });
    await this.store.save();
    this.webhooks.emit("payment_link.paid", { payment_link: link, order: this.order(link.order_id), payment });
    return { link, payment };
  }

  async failLink(linkId: string): Promise<Payment> {
    const link = this.link(linkId);
    if (link.status !== "created") throw badRequest("This payment link has already been paid");
    return this.fail(
      link.order_id,
      { email: link.customer.email, contact: link.customer.contact },
      link.description || null,
    );
  }

  /**
   * A normal refund of a captured payment: answered `pending`, then settled on a later tick with
   * `refund.processed` as Razorpay's webhook (so the receiver's webhook path is what moves it). A refund
   * whose notes say `sim_outcome: "failed"` fails instead, with `refund.failed`, to exercise that path.
   */
  async refund(paymentId: string, input: RefundInput): Promise<Refund> {
    const payment = this.payment(paymentId);
    if (payment.status !== "captured")
      throw badRequest("The payment has not been captured, so it cannot be refunded.", "payment_id");
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw badRequest("The payment has been fully refunded already");
    const amount = input.amount ?? left;
    if (amount > left) throw badRequest("The refund amount provided is greater than amount captured", "amount");
    if (amount < 100) throw badRequest("The amount must be at least INR 1.00", "amount");
    const refund: Refund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: input.notes,
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: this.seconds(),
      batch_id: null,
      status: "pending",
      speed_processed: "normal",
      speed_requested: input.speed,
    };
    this.store.state.refunds = { ...(this.store.state.refunds ?? {}), [refund.id]: refund };
    await this.store.save();
    const fails = !Array.isArray(input.notes) && input.notes.sim_outcome === "failed";
    const answer = { ...refund };
    setTimeout(() => void this.settleRefund(refund, fails), 0);
    return answer;
  }

  refundsOf(paymentId: string): Refund[] {
    return Object.values(this.store.state.refunds ?? {}).filter((refund) => refund.payment_id === paymentId);
  }

  private async settleRefund(refund: Refund, fails: boolean): Promise<void> {
    const payment = this.payment(refund.payment_id);
    if (fails) {
      refund.status = "failed";
    } else {
      refund.status = "processed";
      refund.acquirer_data = { arn: `ARN${String(Date.now())}` };
      payment.amount_refunded += refund.amount;
      payment.refund_status = payment.amount_refunded >= payment.amount ? "full" : "partial";
    }
    await this.store.save();
    this.webhooks.emit(fails ? "refund.failed" : "refund.processed", { refund, payment });
  }

  /** Payments are auto-captured here, so capture only confirms one that already is, or refuses. */
  capture(paymentId: string): never {
    const payment = this.payment(paymentId);
    if (payment.status === "captured") throw badRequest("This payment has already been captured");
    throw badRequest("Only payments which have been authorized and not yet captured can be captured");
  }

  private payableOrder(orderId: string): Order {
    const order = this.order(orderId);
    if (order.status === "paid") throw badRequest("Order has already been paid", "order_id");
    return order;
  }

  private newPayment(order: Order, status: Payment["status"], payer: Payer, description: string | null): Payment {
    const captured = status === "captured";
    // Razorpay's fee is 2% plus 18% GST on it; `tax` is the GST part of `fee`.
    const fee = captured ? Math.round(order.amount * 0.0236) : null;
    const payment: Payment = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: "card",
      amount_refunded: 0,
      refund_status: null,
      captured,
      description,
      card_id: newId("card"),
      bank: null,
      wallet: null,
      vpa: null,
      email: payer.email ?? DEFAULT_PAYER.email,
      contact: payer.contact ?? DEFAULT_PAYER.contact,
      notes: order.notes,
      fee,
      tax: fee === null ? null : Math.round((fee * 18) / 118),
      error_code: captured ? null : "BAD_REQUEST_ERROR",
      error_description: captured ? null : "Payment failed",
      error_source: captured ? null : "customer",
      error_step: captured ? null : "payment_authorization",
      error_reason: captured ? null : "payment_failed",
      acquirer_data: { auth_code: captured ? String(100000 + Math.floor(Math.random() * 900000)) : null },
      created_at: this.seconds(),
    };
    this.store.state.payments[payment.id] = payment;
    return payment;
  }
}
