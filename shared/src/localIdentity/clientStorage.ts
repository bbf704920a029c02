/**
 * Where the client keeps its session: the browser's localStorage (shared by tabs, survives reloads), or
 * memory where there is none (Node, tests, private modes that refuse storage). Browser and Node safe.
 */

/** The part of the Web Storage API the client needs; `localStorage` satisfies it as is. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** localStorage when it exists and works, memory otherwise. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    if (storage) {
      // Some browsers expose localStorage but throw on use (quota 0, blocked cookies).
      storage.setItem("__local_identity_probe__", "1");
      storage.removeItem("__local_identity_probe__");
      return storage;
    }
  } catch {
    // Fall through to memory.
  }
  return new MemoryStorage();
}
