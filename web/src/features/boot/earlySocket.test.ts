import { version } from "convex";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A WebSocket that opens, receives and closes when the test says, calling its handlers as a browser's does. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  static made: FakeSocket[] = [];
  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(url: string | URL) {
    super();
    this.url = new URL(url).href;
    FakeSocket.made.push(this);
  }
  open(): void {
    this.readyState = 1;
    const event = new Event("open");
    this.dispatchEvent(event);
    this.onopen?.(event);
  }
  receive(data: string): void {
    const event = new MessageEvent("message", { data });
    this.dispatchEvent(event);
    this.onmessage?.(event);
  }
  close(): void {
    this.readyState = 3;
  }
}

const CONVEX_URL = "http://127.0.0.1:3210";
const SYNC_URL = `ws://127.0.0.1:3210/api/${version}/sync`;

/** The module afresh (it holds the page's one early socket), with the fake as the browser's WebSocket. */
async function earlySocket() {
  vi.resetModules();
  return import("./earlySocket");
}

/** Convex's client's way with a socket: construct it, then set its handlers at once, in the same task. */
function asConvexDoes(socket: WebSocket, heard: string[]): void {
  socket.onopen = () => void heard.push("open");
  socket.onmessage = (event) => void heard.push(`message ${String(event.data)}`);
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal("WebSocket", FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("convexSyncUrl", () => {
  it.each([
    ["http://127.0.0.1:3210", `ws://127.0.0.1:3210/api/${version}/sync`],
    ["https://happy-otter-123.convex.cloud", `wss://happy-otter-123.convex.cloud/api/${version}/sync`],
  ])("%s → %s, the URL Convex's client opens", async (convexUrl, expected) => {
    const { convexSyncUrl } = await earlySocket();
    expect(convexSyncUrl(convexUrl)).toBe(expected);
  });
});

describe("the early socket", () => {
  it("is handed to the client once open, its open and the messages kept meanwhile replayed in order", async () => {
    const { openEarlySocket, claimEarlySocket } = await earlySocket();
    openEarlySocket(CONVEX_URL);
    const [opened] = FakeSocket.made;
    opened!.open();
    opened!.receive('{"type":"Ping"}');
    const claimed = claimEarlySocket(SYNC_URL);
    expect(claimed).toBe(opened);
    const heard: string[] = [];
    asConvexDoes(claimed!, heard);
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual(["open", 'message {"type":"Ping"}']);
    // Later messages reach the handler once, not the early socket's keeper as well.
    opened!.receive('{"type":"Transition"}');
    expect(heard).toEqual(["open", 'message {"type":"Ping"}', 'message {"type":"Transition"}']);
  });

  it("is handed over still opening, and its own open event reaches the client", async () => {
    const { openEarlySocket, claimEarlySocket } = await earlySocket();
    openEarlySocket(CONVEX_URL);
    const claimed = claimEarlySocket(SYNC_URL);
    expect(claimed).toBe(FakeSocket.made[0]);
    const heard: string[] = [];
    asConvexDoes(claimed!, heard);
    await Promise.resolve();
    expect(heard).toEqual([]);
    FakeSocket.made[0]!.open();
    expect(heard).toEqual(["open"]);
  });

  it.each([
    ["another URL", `ws://127.0.0.1:9999/api/${version}/sync`, (socket: FakeSocket) => socket.open()],
    ["a socket the server closed", SYNC_URL, (socket: FakeSocket) => socket.close()],
  ])("is not handed out for %s, and is closed", async (_, url, before) => {
    const { openEarlySocket, claimEarlySocket } = await earlySocket();
    openEarlySocket(CONVEX_URL);
    const opened = FakeSocket.made[0]!;
    before(opened);
    expect(claimEarlySocket(url)).toBeNull();
    expect(opened.readyState).toBe(FakeSocket.CLOSED);
  });

  it("is handed out once: a reconnection gets a new socket", async () => {
    const { openEarlySocket, claimingWebSocket } = await earlySocket();
    openEarlySocket(CONVEX_URL);
    const Claiming = claimingWebSocket()!;
    const first = new Claiming(SYNC_URL);
    const second = new Claiming(SYNC_URL);
    expect(first).toBe(FakeSocket.made[0]);
    expect(second).not.toBe(first);
    expect(FakeSocket.made).toHaveLength(2);
    expect(second.url).toBe(SYNC_URL);
  });

  it("is opened once however often the page asks", async () => {
    const { openEarlySocket } = await earlySocket();
    openEarlySocket(CONVEX_URL);
    openEarlySocket(CONVEX_URL);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it("without one, the client's sockets are its own", async () => {
    const { claimingWebSocket } = await earlySocket();
    const Claiming = claimingWebSocket()!;
    const socket = new Claiming(SYNC_URL);
    expect(FakeSocket.made).toEqual([socket]);
  });

  it("is closed when the app has not claimed it in time", async () => {
    vi.useFakeTimers();
    const { openEarlySocket, claimEarlySocket, UNCLAIMED_MS } = await earlySocket();
    openEarlySocket(CONVEX_URL);
    FakeSocket.made[0]!.open();
    vi.advanceTimersByTime(UNCLAIMED_MS);
    expect(FakeSocket.made[0]!.readyState).toBe(FakeSocket.CLOSED);
    expect(claimEarlySocket(SYNC_URL)).toBeNull();
  });
});
