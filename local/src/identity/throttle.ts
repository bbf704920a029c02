/**
 * Attempt limits of the local identity (what Clerk's attack protection is in production; see
 * docs/security.md). Counts live in memory: a restart forgets them, as a local tool may.
 *
 * - `FailureLock`: failed attempts per key (an account, a client address). The first `free` failures are
 *   answered at once; each further one makes the key wait twice as long (1 s, 2 s, 4 s, ...), and at
 *   `lockAfter` failures the key is locked for `lockMs`. An attempt counts from the moment it starts, so
 *   40 parallel guesses cannot all slip through before the first has failed; a success clears the key.
 * - `Quota`: at most `max` events per key in a rolling `windowMs` (sign-ups per client, reset mails per
 *   address).
 */

/** When the key may try again, epoch ms; null when it may try now. */
export type Verdict = { retryAt: number; locked: boolean } | null;

export interface FailureLockPolicy {
  free: number;
  lockAfter: number;
  lockMs: number;
}

interface FailureState {
  failures: number;
  /** Attempts started and not yet settled (a success or a failure). */
  pending: number;
  nextAllowedAt: number;
}

export class FailureLock {
  private readonly state = new Map<string, FailureState>();

  constructor(
    private readonly policy: FailureLockPolicy,
    private readonly now: () => number,
  ) {}

  /** Checks the key and, when it may try, counts the attempt as started. */
  begin(key: string): Verdict {
    const s = this.state.get(key) ?? { failures: 0, pending: 0, nextAllowedAt: 0 };
    const now = this.now();
    if (s.nextAllowedAt > now) return { retryAt: s.nextAllowedAt, locked: s.failures >= this.policy.lockAfter };
    // A served lock leaves one more try before the next lock.
    if (s.failures >= this.policy.lockAfter) s.failures = this.policy.lockAfter - 1;
    // Under `free` failures, attempts may run side by side up to the free count; past it, one at a time.
    const allowed = s.failures + s.pending < this.policy.free || (s.failures >= this.policy.free && s.pending === 0);
    if (!allowed) return { retryAt: now + 1000, locked: false };
    s.pending += 1;
    this.state.set(key, s);
    return null;
  }

  succeeded(key: string): void {
    this.state.delete(key);
  }

  failed(key: string): void {
    const s = this.state.get(key);
    if (!s) return;
    s.pending = Math.max(0, s.pending - 1);
    s.failures += 1;
    const over = s.failures - this.policy.free;
    if (s.failures >= this.policy.lockAfter) s.nextAllowedAt = this.now() + this.policy.lockMs;
    else if (over >= 0) s.nextAllowedAt = this.now() + 1000 * 2 ** over;
  }

  /** The attempt ended without a verdict on the secret (a malformed request): not counted. */
  abandoned(key: string): void {
    const s = this.state.get(key);
    if (s) s.pending = Math.max(0, s.pending - 1);
  }
}

export class Quota {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Takes one event for the key, or says when the oldest in the window frees its place. */
  take(key: string): Verdict {
    const now = this.now();
    const recent = (this.events.get(key) ?? []).filter((at) => at > now - this.windowMs);
    const oldest = recent[0];
    if (recent.length >= this.max && oldest !== undefined) {
      this.events.set(key, recent);
      return { retryAt: oldest + this.windowMs, locked: false };
    }
    recent.push(now);
    this.events.set(key, recent);
    return null;
  }
}

/** "8 seconds", "3 minutes", "about 2 hours": how long until the caller may try again. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${String(seconds)} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${String(minutes)} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  return `about ${String(hours)} hour${hours === 1 ? "" : "s"}`;
}
