/**
 * Browser-and-Node client of the local identity that local/src/identity serves: the member app's and the
 * admin console's auth interface use it in local mode. It lives in shared/ because both apps bundle it and
 * production code never imports from local/. Framework-free and fetch-based (no Node imports). It keeps
 * the session in storage, hands out access tokens refreshed shortly before they expire, and tells
 * listeners when the user signs in or out.
 */
import { defaultStorage, type KeyValueStorage } from "./clientStorage";
import { LocalIdentityError } from "./error";

export { MemoryStorage, type KeyValueStorage } from "./clientStorage";
export { LocalIdentityError };

export interface AuthUser {
  id: string;
  email: string;
  name?: string;
}

interface Session {
  accessToken: string;
  refreshToken: string;
  /** Access token expiry, epoch ms. */
  expiresAt: number;
  user: AuthUser;
}

export interface LocalIdentityClientOptions {
  /** The identity's issuer URL, e.g. http://127.0.0.1:3210/auth. */
  baseUrl: string;
  storage?: KeyValueStorage;
  storageKey?: string;
  /** How long before expiry a token is refreshed; default 15 s (access tokens live 60 s). */
  refreshMarginMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

type Listener = (user: AuthUser | null) => void;

function isSession(value: unknown): value is Session {
  const s = value as Partial<Session> | null;
  return (
    typeof s?.accessToken === "string" &&
    typeof s.refreshToken === "string" &&
    typeof s.expiresAt === "number" &&
    typeof s.user?.id === "string" &&
    typeof s.user.email === "string"
  );
}

export class LocalIdentityClient {
  private readonly baseUrl: string;
  private readonly storage: KeyValueStorage;
  private readonly storageKey: string;
  private readonly marginMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly now: () => number;
  private readonly listeners = new Set<Listener>();
  private refreshing: Promise<string | null> | undefined;
  /** Bumped by every sign-in and sign-out on this client, so a refresh can tell it was overtaken. */
  private generation = 0;
  private readonly onStorage = (event: StorageEvent) => {
    // Another tab signed in or out: follow it.
    if (event.key === this.storageKey || event.key === null) this.emit();
  };

  constructor(options: LocalIdentityClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.storage = options.storage ?? defaultStorage();
    this.storageKey = options.storageKey ?? "localIdentity.session";
    this.marginMs = options.refreshMarginMs ?? 15_000;
    // Wrapped: browsers refuse a fetch called as a method of another object.
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? Date.now;
    if (typeof window !== "undefined") window.addEventListener("storage", this.onStorage);
  }

  /** Stops listening to other tabs. */
  dispose(): void {
    if (typeof window !== "undefined") window.removeEventListener("storage", this.onStorage);
    this.listeners.clear();
  }

  get user(): AuthUser | null {
    return this.read()?.user ?? null;
  }

  /** Called with the new user (or null) after every sign-in, sign-out and account deletion. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async signUp(input: { email: string; password: string; name?: string }): Promise<AuthUser> {
    return this.start(await this.post<Session>("/sign-up", input));
  }

  async signIn(input: { email: string; password: string }): Promise<AuthUser> {
    return this.start(await this.post<Session>("/sign-in", input));
  }

  /** Ends the session here and on the server; a server that cannot be reached does not keep anyone signed in. */
  async signOut(): Promise<void> {
    const session = this.read();
    this.clear();
    if (session) await this.post("/sign-out", { refreshToken: session.refreshToken }).catch(() => undefined);
  }

  /** `language` is the one the member reads the app in: the reset mail is written in it (English by default). */
  async forgotPassword(email: string, language?: "en" | "te"): Promise<void> {
    await this.post("/forgot-password", language === undefined ? { email } : { email, language });
  }

  /** `token` is the `token` query parameter of the emailed link. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    await this.post("/reset-password", { token, newPassword });
  }

  /** Other devices are signed out; this one stays signed in. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    await this.authed("/change-password", { currentPassword, newPassword });
  }

  /** Checks the password of the signed-in user, before a sensitive step. */
  async reauthenticate(password: string): Promise<void> {
    await this.authed("/reauthenticate", { password });
  }

  async deleteAccount(password: string): Promise<void> {
    await this.authed("/delete-account", { password });
    this.clear();
  }

  /**
   * A valid access token, or null when signed out. Refreshes when the token is about to expire or when
   * asked (Convex asks with forceRefresh after the backend refused one). Concurrent calls share one refresh.
   */
  async getToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
    const session = this.read();
    if (!session) return null;
    if (!options.forceRefresh && session.expiresAt - this.marginMs > this.now()) return session.accessToken;
    this.refreshing ??= this.refresh(session).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(session: Session): Promise<string | null> {
    try {
      const generation = this.generation;
      const next = await this.post<Session>("/refresh", { refreshToken: session.refreshToken });
      // Signed out (or in again) here while the refresh was in flight: that wins, and the refreshed session
      // is ended rather than stored. (A rotation by another tab is not this: its newest token is stored.)
      if (generation !== this.generation) {
        if (!this.read()) await this.post("/sign-out", { refreshToken: next.refreshToken }).catch(() => undefined);
        return this.read()?.accessToken ?? null;
      }
      this.write(next);
      return next.accessToken;
    } catch (err) {
      // Offline: stay signed in, retry later.
      if (!(err instanceof LocalIdentityError) || err.status !== 401) return null;
      // Another tab may have rotated the refresh token first; its session is as good as this one.
      const current = this.read();
      if (current && current.refreshToken !== session.refreshToken) return current.accessToken;
      this.clear();
      return null;
    }
  }

  private async authed(path: string, body: unknown): Promise<void> {
    const token = await this.getToken();
    if (!token) throw new LocalIdentityError(401, "unauthenticated", "You are signed out. Please log in again.");
    try {
      await this.post(path, body, token);
    } catch (err) {
      if (err instanceof LocalIdentityError && err.code === "unauthenticated") this.clear();
      throw err;
    }
  }

  private async post<T = unknown>(path: string, body: unknown, token?: string): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchFn(`${this.baseUrl}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    } catch {
      throw new LocalIdentityError(0, "network_error", "Could not reach the sign-in service. Please try again.");
    }
    const data = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string; retryAfter?: number };
    } | null;
    if (!res.ok) {
      const retryAfter = data?.error?.retryAfter;
      throw new LocalIdentityError(
        res.status,
        data?.error?.code ?? "http_error",
        data?.error?.message ?? `The sign-in service answered ${res.status}.`,
        typeof retryAfter === "number" ? retryAfter : undefined,
      );
    }
    return data as T;
  }

  private start(session: Session): AuthUser {
    this.generation += 1;
    this.write(session);
    this.emit();
    return session.user;
  }

  private read(): Session | null {
    try {
      const value: unknown = JSON.parse(this.storage.getItem(this.storageKey) ?? "null");
      return isSession(value) ? value : null;
    } catch {
      return null;
    }
  }

  private write(session: Session): void {
    this.storage.setItem(this.storageKey, JSON.stringify(session));
  }

  private clear(): void {
    this.generation += 1;
    const hadSession = this.read() !== null;
    this.storage.removeItem(this.storageKey);
    if (hadSession) this.emit();
  }

  private emit(): void {
    const user = this.user;
    for (const listener of this.listeners) listener(user);
  }
}
