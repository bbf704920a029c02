/**
 * Hands the Convex client the identity's tokens (`client.setAuth`) and tells when the backend has
 * accepted one, so that the console asks `admin/staff:me` only once the connection is authenticated.
 */
import type { ConsoleAuth } from "./types";

export interface AuthTarget {
  setAuth(
    fetchToken: (args: { forceRefreshToken: boolean }) => Promise<string | null | undefined>,
    onChange?: (isAuthenticated: boolean) => void,
  ): void;
  clearAuth(): void;
}

export class ConvexSession {
  private confirmed: Promise<boolean> | null = null;

  constructor(
    private readonly target: AuthTarget,
    private readonly auth: ConsoleAuth,
    private readonly timeoutMs = 20_000,
  ) {}

  /** Starts (once) authenticating the connection; true when the backend accepted the token. */
  connect(): Promise<boolean> {
    if (this.confirmed !== null) return this.confirmed;
    const promise: Promise<boolean> = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), this.timeoutMs);
      let settled = false;
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        if (!settled) {
          settled = true;
          resolve(ok);
        }
        // Refused, or later lost (a refresh failed): the next check starts over.
        if (!ok && this.confirmed === promise) this.confirmed = null;
      };
      this.target.setAuth(({ forceRefreshToken }) => this.auth.getToken({ forceRefresh: forceRefreshToken }), finish);
    });
    this.confirmed = promise;
    return promise;
  }

  disconnect(): void {
    this.confirmed = null;
    this.target.clearAuth();
  }
}
