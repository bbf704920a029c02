/**
 * Webhook delivery as Razorpay does it: a signed JSON POST per event, sent after the triggering answer
 * (never blocking it), retried with backoff on a non-2xx answer or a network error, and recorded so tests
 * can list deliveries and replay one with the same event id (to exercise the receiver's de-duplication).
 */
import { base62 } from "./ids";
import { webhookSignature } from "./signatures";
import type { SimStore } from "./store";
import type { Delivery, DeliveryAttempt, Order, Payment, PaymentLink, Refund } from "./types";

const ATTEMPT_TIMEOUT_MS = 5_000;
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

export interface EventPayload {
  /** Refund events: the refund, then its payment (Razorpay's order of `contains`). */
  refund?: Refund;
  payment: Payment;
  order?: Order;
  payment_link?: PaymentLink;
}

export interface WebhookConfig {
  accountId: string;
  webhookUrl: string | null;
  webhookSecret: string;
  retryDelaysMs: number[];
  now: () => number;
  log: (line: string) => void;
}

export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly store: SimStore,
    private readonly config: WebhookConfig,
  ) {}

  /** Deliveries left pending by a previous run are resumed, as Razorpay keeps retrying across outages. */
  resume(): void {
    for (const delivery of this.store.state.deliveries) {
      if (delivery.state === "pending") this.schedule(delivery, delivery.attempts.length, 0);
    }
  }

  /** Records the event and starts delivering it on a later tick. */
  emit(event: string, payload: EventPayload): Delivery {
    // `contains` follows the payload's key order, which callers build as Razorpay does
    // (order.paid: payment, order; payment_link.paid: payment_link, order, payment).
    const contains = Object.keys(payload);
    const body = JSON.stringify({
      entity: "event",
      account_id: this.config.accountId,
      event,
      contains,
      payload: Object.fromEntries(Object.entries(payload).map(([name, entity]) => [name, { entity }])),
      created_at: Math.floor(this.config.now() / 1000),
    });
    const delivery: Delivery = {
      eventId: base62(14),
      event,
      body,
      state: this.config.webhookUrl === null ? "skipped" : "pending",
      attempts: [],
      createdAt: this.config.now(),
    };
    this.store.state.deliveries.push(delivery);
    this.persist();
    if (delivery.state === "skipped")
      this.config.log(`razorpay-sim: webhook ${event} not sent (no webhook URL configured)`);
    else this.schedule(delivery, 0, 0);
    return delivery;
  }

  list(): Delivery[] {
    return this.store.state.deliveries;
  }

  /** Sends a recorded event again, same body, signature and event id; resolves with that attempt. */
  async redeliver(eventId: string): Promise<DeliveryAttempt> {
    const delivery = this.store.state.deliveries.find((item) => item.eventId === eventId);
    if (!delivery) throw new Error(`No webhook event ${eventId}`);
    return this.track(this.attempt(delivery));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(delivery: Delivery, attemptIndex: number, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.track(this.run(delivery, attemptIndex));
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(delivery: Delivery, attemptIndex: number): Promise<void> {
    const attempt = await this.attempt(delivery);
    if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) return;
    const delay = this.config.retryDelaysMs[attemptIndex];
    if (delay === undefined) {
      delivery.state = "failed";
      this.persist();
      this.config.log(
        `razorpay-sim: webhook ${delivery.event} ${delivery.eventId} given up after ${attemptIndex + 1} attempts`,
      );
      return;
    }
    this.schedule(delivery, attemptIndex + 1, delay);
  }

  private async attempt(delivery: Delivery): Promise<DeliveryAttempt> {
    const url = this.config.webhookUrl;
    const attempt: DeliveryAttempt = { at: this.config.now(), status: null };
    if (url === null) {
      attempt.error = "no webhook URL configured";
    } else {
      try {
        const answer = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "Razorpay-Webhook/v1",
            "X-Razorpay-Signature": webhookSignature(delivery.body, this.config.webhookSecret),
            "X-Razorpay-Event-Id": delivery.eventId,
          },
          body: delivery.body,
          signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
        });
        // The body is not needed; draining it frees the connection.
        await answer.arrayBuffer().catch(() => undefined);
        attempt.status = answer.status;
      } catch (err) {
        attempt.error = err instanceof Error ? err.message : String(err);
      }
    }
    delivery.attempts.push(attempt);
    if (attempt.status !== null && attempt.status >= 200 && attempt.status < 300) delivery.state = "delivered";
    this.persist();
    this.config.log(
      `razorpay-sim: webhook ${delivery.event} ${delivery.eventId} → ${attempt.status ?? `no answer (${attempt.error ?? "?"})`}`,
    );
    return attempt;
  }

  private persist(): void {
    this.store.save().catch((err: unknown) => this.config.log(`razorpay-sim: could not save state: ${String(err)}`));
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }
}
