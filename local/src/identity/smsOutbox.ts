/**
 * The local SMS outbox: the SMS the backend would send through MSG91 in production (codes,
 * "approved") land here instead, shown on the /mailbox page and as /sms-outbox.json for tests. Kept on
 * disk beside the mailbox, so a code survives a restart of the stack.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { JsonFile } from "./jsonFile";

export interface Sms {
  id: string;
  /** E.164, e.g. +919812345678. */
  to: string;
  /** The template's name (verificationCode, consentCode, approved). */
  template: string;
  language: string;
  text: string;
  sentAt: number;
}

interface StoredOutbox {
  version: 1;
  messages: Sms[];
}

/** Enough for any session of local work; older SMS are dropped. */
const MAX_MESSAGES = 500;

export class SmsOutbox {
  private messages: Sms[] = [];

  private constructor(
    private readonly file: JsonFile<StoredOutbox>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<SmsOutbox> {
    const outbox = new SmsOutbox(new JsonFile<StoredOutbox>(join(dataDir, "sms-outbox.json")), now);
    outbox.messages = (await outbox.file.read())?.messages ?? [];
    return outbox;
  }

  async deliver(sms: Omit<Sms, "id" | "sentAt">): Promise<Sms> {
    const delivered: Sms = { ...sms, id: randomUUID(), sentAt: this.now() };
    this.messages = [delivered, ...this.messages].slice(0, MAX_MESSAGES);
    await this.file.write({ version: 1, messages: this.messages });
    return delivered;
  }

  /**
   * Newest first, optionally only those to one number (compared by its digits: "+91 98123 45678" or "919812345678").
   */
  list(to?: string): Sms[] {
    const digits = to?.replace(/\D/g, "");
    return digits ? this.messages.filter((sms) => sms.to.replace(/\D/g, "") === digits) : [...this.messages];
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
