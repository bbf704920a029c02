/**
 * The local mailbox: where mail would go in production (password resets) lands here instead, readable
 * at /mailbox by a person and /mailbox.json by tests. Kept on disk so a link survives a restart.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { JsonFile } from "./jsonFile";

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (the reset link), so tests need not parse the text. */
  link?: string;
  /** Notification mails: the HTML part and extra headers (List-Unsubscribe ...). */
  html?: string;
  headers?: Record<string, string>;
  /** The sender's idempotency key: a second mail with the same key is the first one, not a new mail. */
  idempotencyKey?: string;
  sentAt: number;
}

interface StoredMailbox {
  version: 1;
  mails: Mail[];
}

/** Enough for any session of local work; older mail is dropped. */
const MAX_MAILS = 500;

export class Mailbox {
  private mails: Mail[] = [];

  private constructor(
    private readonly file: JsonFile<StoredMailbox>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number): Promise<Mailbox> {
    const mailbox = new Mailbox(new JsonFile<StoredMailbox>(join(dataDir, "mailbox.json")), now);
    mailbox.mails = (await mailbox.file.read())?.mails ?? [];
    return mailbox;
  }

  async deliver(mail: Omit<Mail, "id" | "sentAt">): Promise<Mail> {
    const key = mail.idempotencyKey;
    const earlier = key === undefined ? undefined : this.mails.find((m) => m.idempotencyKey === key);
    if (earlier !== undefined) return earlier;
    const delivered: Mail = { ...mail, id: randomUUID(), sentAt: this.now() };
    this.mails = [delivered, ...this.mails].slice(0, MAX_MAILS);
    await this.file.write({ version: 1, mails: this.mails });
    return delivered;
  }

  /**
   * Writes the mailbox as it is: the file work of a delivery without a mail, for a password reset asked for
   * an address with no account, so that the answer takes as long as for a registered one.
   */
  async rewrite(): Promise<void> {
    await this.file.write({ version: 1, mails: this.mails });
  }

  /** Newest first, optionally only those to one address. */
  list(to?: string): Mail[] {
    const address = to?.trim().toLowerCase();
    return address ? this.mails.filter((mail) => mail.to === address) : [...this.mails];
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
