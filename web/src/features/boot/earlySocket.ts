/**
 * A member page's Convex WebSocket, opened by the visitor entry as soon as the page's HTML runs,
 * and handed to Convex's client when the app's entry has arrived and run.
 *
 * Opening a WebSocket costs a TCP connection and an HTTP upgrade: two round trips on the bench's budget phone
 * (0.3 s at 150 ms), three or four over TLS. Opened by the app's boot, that came after the 118 KB entry had
 * downloaded and run, so the boot's first queries waited for it. Opened here, it is open while the entry is
 * still downloading (it takes no bytes of the line to speak of, and none of the six connections a browser
 * opens to the page's host), and the boot's Connect, Authenticate and queries leave the moment the app runs.
 *
 * The visitor entry opens it only on a member page's shell with someone signed in on the device, where the
 * app's boot would open one anyway (earlyBoot.ts). The app's client claims it through `webSocketConstructor`
 * (convexClient.ts): the first socket Convex asks for, if the URL is the same; any later one (a reconnect)
 * is a new socket. Unclaimed after UNCLAIMED_MS (the app failed to load), it is closed.
 */
import { version } from "convex";

/** Longest an early socket waits for the app to claim it. */
export const UNCLAIMED_MS = 30_000;

interface EarlySocket {
  socket: WebSocket;
  /** Messages the server sent before the app claimed the socket (its Pings), replayed to Convex's handler. */
  missed: MessageEvent[];
  stopKeeping(): void;
}

let early: EarlySocket | null = null;

/**
 * The URL Convex's client opens for a deployment: `BaseConvexClient` in convex/browser turns http into ws and
 * https into wss, and adds `/api/<its version>/sync`.
 */
export function convexSyncUrl(convexUrl: string): string {
  const at = convexUrl.indexOf("://");
  const protocol = convexUrl.slice(0, at);
  return `${protocol === "https" ? "wss" : "ws"}://${convexUrl.slice(at + 3)}/api/${version}/sync`;
}

/** Opens the Convex WebSocket for the app to claim (once per page). */
export function openEarlySocket(convexUrl: string): void {
  if (early) return;
  let socket: WebSocket;
  try {
    socket = new WebSocket(convexSyncUrl(convexUrl));
  } catch {
    return; // A URL the browser refuses: the app's client will say so when it connects.
  }
  const missed: MessageEvent[] = [];
  const keep = (event: MessageEvent) => void missed.push(event);
  socket.addEventListener("message", keep);
  const opened: EarlySocket = { socket, missed, stopKeeping: () => socket.removeEventListener("message", keep) };
  early = opened;
  setTimeout(() => {
    if (early !== opened) return;
    early = null;
    opened.stopKeeping();
    socket.close();
  }, UNCLAIMED_MS);
}

/**
 * The early socket, if it was opened for `url` and is open or opening; null otherwise (then the caller opens
 * its own). Convex sets the socket's `onopen` and `onmessage` right after constructing it, so an open that
 * happened before the claim, and any message kept meanwhile, are replayed to those handlers in a microtask,
 * before any other event of the socket can run.
 */
export function claimEarlySocket(url: string): WebSocket | null {
  const claimed = early;
  if (claimed === null) return null;
  early = null;
  claimed.stopKeeping();
  const { socket, missed } = claimed;
  let sameUrl: boolean;
  try {
    sameUrl = new URL(url).href === socket.url;
  } catch {
    sameUrl = false;
  }
  if (!sameUrl || socket.readyState === socket.CLOSING || socket.readyState === socket.CLOSED) {
    socket.close();
    return null;
  }
  if (socket.readyState === socket.OPEN) {
    queueMicrotask(() => {
      socket.onopen?.(new Event("open"));
      for (const message of missed) socket.onmessage?.(message);
    });
  }
  return socket;
}

/**
 * A WebSocket constructor for Convex's client (its `webSocketConstructor` option) that hands out the early
 * socket first; undefined where there is no WebSocket (Convex's client then says so itself).
 */
export function claimingWebSocket(): typeof WebSocket | undefined {
  if (typeof WebSocket === "undefined") return undefined;
  return class ClaimingWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      const claimed = claimEarlySocket(String(url));
      if (claimed) return claimed;
      super(url, protocols);
    }
  };
}
