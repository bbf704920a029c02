/**
 * Per history entry memory (scroll position, how many list items were loaded), kept in sessionStorage so
 * it survives a reload of the tab and dies with it. Keys are react-router's `location.key`, which the
 * browser keeps in `history.state`: Back lands on the same key it saved under.
 */
const STORAGE_KEY = "tm.historyMemory";
/** Enough entries for a long browsing session; the oldest are dropped first. */
const MAX_ENTRIES = 100;

type Memory = Record<string, Record<string, number>>;

function read(): Memory {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null ? (parsed as Memory) : {};
  } catch {
    return {};
  }
}

function write(memory: Memory): void {
  const keys = Object.keys(memory);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete memory[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled (private mode): remembering is a nicety, never an error.
  }
}

export function remember(entryKey: string, name: string, value: number): void {
  const memory = read();
  // Re-inserting moves the entry to the end, so the least recently used are dropped first.
  const entry = { ...memory[entryKey], [name]: value };
  delete memory[entryKey];
  memory[entryKey] = entry;
  write(memory);
}

export function recall(entryKey: string, name: string): number | undefined {
  const value = read()[entryKey]?.[name];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
