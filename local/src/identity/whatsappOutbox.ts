/**
 * The local WhatsApp outbox: the template messages the backend would send through Meta's Cloud API land
 * here instead, shown on the /whatsapp-outbox page and as /whatsapp-outbox.json for tests. Kept on disk
 * beside the mailbox; a second message with the same idempotency key is not delivered again.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { JsonFile } from "./jsonFile";

export interface WhatsAppMessage {
  id: string;
  /** E.164, e.g. +919812345678. */
  to: string;
  /** The template's name as registered with Meta (tm_profile_approved ...). */
  template: string;
  /** Meta's language code (te, en). */
  language: string;
  /** The template's variables in order. */
  parameters: string[];
  /** The body with its variables filled, as WhatsApp would show it. */
  text: string;
  idempotencyKey?: string;
  sentAt: number;
}

interface StoredOutbox {
  version: 1;
  messages: WhatsAppMessage[];
}

const MAX_MESSAGES = 500;

export class WhatsAppOutbox {
  private messages: WhatsAppMessage[] = [];

  private constructor(
    private readonly file: JsonFile<StoredOutbox>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<WhatsAppOutbox> {
    const outbox = new WhatsAppOutbox(new JsonFile<StoredOutbox>(join(dataDir, "whatsapp-outbox.json")), now);
    outbox.messages = (await outbox.file.read())?.messages ?? [];
    return outbox;
  }

  /** The message as kept; the earlier one when its idempotency key was delivered already. */
  async deliver(message: Omit<WhatsAppMessage, "id" | "sentAt">): Promise<WhatsAppMessage> {
    const earlier =
      message.idempotencyKey === undefined
        ? undefined
        : this.messages.find((m) => m.idempotencyKey === message.idempotencyKey);
    if (earlier !== undefined) return earlier;
    const delivered: WhatsAppMessage = { ...message, id: randomUUID(), sentAt: this.now() };
    this.messages = [delivered, ...this.messages].slice(0, MAX_MESSAGES);
    await this.file.write({ version: 1, messages: this.messages });
    return delivered;
  }

  /** Newest first, optionally only those to one number (compared by its digits). */
  list(to?: string): WhatsAppMessage[] {
    const digits = to?.replace(/\D/g, "");
    return digits ? this.messages.filter((m) => m.to.replace(/\D/g, "") === digits) : [...this.messages];
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
