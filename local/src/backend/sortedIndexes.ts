/**
 * Sorted copies of each index's committed documents, kept beside convex-test's documents so that an
 * index range read finds its range by binary search instead of scanning the whole table. Each index is
 * built on its first use and then updated by every commit.
 */
import { compareValues, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { StoredDocument } from "./documents";

type RangeExpression = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };
type Bound = { position: number; type: RangeExpression["type"]; value: Value | undefined };

export type IndexDefinition = { table: string; name: string; fields: string[] };

/** A document's value at a field path (`["a", "b"]` for `a.b`); undefined where the path is absent. */
export function fieldValue(doc: StoredDocument, path: string[]): Value | undefined {
  let current: unknown = doc;
  for (const part of path) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current as Value | undefined;
}

/** A query's range bound as a value; `{$undefined: null}` is how a bound says "the field is absent". */
export function decodeBound(value: JSONValue): Value | undefined {
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "$undefined" in value) return undefined;
  return jsonToConvex(value);
}

/** A full index key (the index's fields, then `_creationTime` and `_id`), as page cursors carry it. */
export type IndexKey = Array<Value | undefined>;

/** Committed documents of one index range, one at a time in the query's order (see SortedIndex.walk). */
export type RangeWalk = { next(): StoredDocument | null };

class SortedIndex {
  private readonly paths: string[][];
  /** Bumped by every insert and removal, so that a walk notices the array moved under it. */
  private version = 0;

  constructor(
    fields: string[],
    private readonly docs: StoredDocument[],
  ) {
    this.paths = fields.map((f) => f.split("."));
    this.docs.sort((a, b) => this.compare(a, b));
  }

  /** Index order of two documents (ascending); 0 only for the same document, since `_id` is the last key. */
  compare(a: StoredDocument, b: StoredDocument): number {
    for (const path of this.paths) {
      const c = compareValues(fieldValue(a, path), fieldValue(b, path));
      if (c !== 0) return c;
    }
    return 0;
  }

  /** A document's index order against a full key (a page cursor's). */
  private compareToKey(doc: StoredDocument, key: IndexKey): number {
    for (const [i, path] of this.paths.entries()) {
      const c = compareValues(fieldValue(doc, path), key[i]);
      if (c !== 0) return c;
    }
    return 0;
  }

  /** First position whose document is not before `doc` (documents are unique by their last key, _id). */
  private position(doc: StoredDocument): number {
    return this.firstWhere(0, this.docs.length, (d) => this.compare(d, doc) >= 0);
  }

  remove(doc: StoredDocument): void {
    const at = this.position(doc);
    if (this.docs[at]?._id === doc._id) {
      this.docs.splice(at, 1);
      this.version += 1;
    }
  }

  insert(doc: StoredDocument): void {
    this.docs.splice(this.position(doc), 0, doc);
    this.version += 1;
  }

  /**
   * The first position in [from, to) for which `pastIt` holds (it must hold for a suffix of the order); `to` if none.
   */
  private firstWhere(from: number, to: number, pastIt: (doc: StoredDocument) => boolean): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pastIt(this.docs[mid] as StoredDocument)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Positions [start, end) of a range (equalities on leading fields, then bounds on the next). */
  private span(bounds: Bound[]): { start: number; end: number } {
    const eqs = bounds.filter((b) => b.type === "Eq");
    const lower = bounds.filter((b) => b.type === "Gt" || b.type === "Gte");
    const upper = bounds.filter((b) => b.type === "Lt" || b.type === "Lte");
    const cmp = (doc: StoredDocument, b: Bound) =>
      compareValues(fieldValue(doc, this.paths[b.position] ?? []), b.value);
    const notBefore = (doc: StoredDocument): boolean => {
      for (const b of eqs) {
        const c = cmp(doc, b);
        if (c !== 0) return c > 0;
      }
      for (const b of lower) {
        const c = cmp(doc, b);
        if (b.type === "Gt" ? c <= 0 : c < 0) return false;
      }
      return true;
    };
    const after = (doc: StoredDocument): boolean => {
      for (const b of eqs) {
        const c = cmp(doc, b);
        if (c !== 0) return c > 0;
      }
      for (const b of upper) {
        const c = cmp(doc, b);
        if (b.type === "Lt" ? c >= 0 : c > 0) return true;
      }
      return false;
    };
    const start = this.firstWhere(0, this.docs.length, notBefore);
    return { start, end: this.firstWhere(start, this.docs.length, after) };
  }

  /** The documents of a range, in index order. */
  range(bounds: Bound[]): StoredDocument[] {
    const { start, end } = this.span(bounds);
    return this.docs.slice(start, end);
  }

  /**
   * Walk a range in `order`, starting strictly after `after` (a full key, in that order) or at the range's
   * start, looking at one document per step: a read costs what it takes, not what the range holds. A commit
   * cannot land while a transaction reads (convex-test runs one at a time), but if the index moved anyway
   * the walk finds its place again after the last document it gave.
   */
  walk(bounds: Bound[], order: "asc" | "desc", after: IndexKey | null): RangeWalk {
    const asc = order === "asc";
    let version = -1;
    let next = 0;
    let end = 0;
    let last: StoredDocument | null = null;
    const seek = () => {
      const span = this.span(bounds);
      version = this.version;
      if (asc) {
        end = span.end;
        next =
          last !== null
            ? this.firstWhere(span.start, span.end, (d) => this.compare(d, last as StoredDocument) > 0)
            : after !== null
              ? this.firstWhere(span.start, span.end, (d) => this.compareToKey(d, after) > 0)
              : span.start;
      } else {
        // Walking down: `next` is the position after the one to give; `end` is the range's start.
        end = span.start;
        next =
          last !== null
            ? this.firstWhere(span.start, span.end, (d) => this.compare(d, last as StoredDocument) >= 0)
            : after !== null
              ? this.firstWhere(span.start, span.end, (d) => this.compareToKey(d, after) >= 0)
              : span.end;
      }
    };
    return {
      next: () => {
        if (version !== this.version) seek();
        if (asc ? next >= end : next <= end) return null;
        const doc = (asc ? this.docs[next++] : this.docs[--next]) as StoredDocument;
        last = doc;
        return doc;
      },
    };
  }
}

export function createSortedIndexes(definitions: IndexDefinition[], documentsOf: (table: string) => StoredDocument[]) {
  const byName = new Map(definitions.map((d) => [`${d.table}.${d.name}`, d]));
  const built = new Map<string, SortedIndex>();

  /** The index and its bounds for a range, or null when the index or the range's shape is not one this module knows. */
  function resolve(indexName: string, expressions: RangeExpression[]): { index: SortedIndex; bounds: Bound[] } | null {
    const definition = byName.get(indexName);
    if (definition === undefined) return null;
    const bounds: Bound[] = [];
    for (const e of expressions) {
      const position = definition.fields.indexOf(e.fieldPath);
      if (position === -1) return null;
      bounds.push({ position, type: e.type, value: decodeBound(e.value) });
    }
    // Equalities must cover a prefix and bounds the field right after it, as Convex requires.
    const eqCount = bounds.filter((b) => b.type === "Eq").length;
    if (bounds.some((b) => (b.type === "Eq" ? b.position >= eqCount : b.position !== eqCount))) return null;
    let index = built.get(indexName);
    if (index === undefined) {
      index = new SortedIndex(definition.fields, documentsOf(definition.table));
      built.set(indexName, index);
    }
    return { index, bounds };
  }

  return {
    /**
     * The committed documents in an index range, in index order; null when the index or the range's
     * shape is not one this module knows (the caller then scans as convex-test does).
     */
    range(indexName: string, expressions: RangeExpression[]): StoredDocument[] | null {
      const found = resolve(indexName, expressions);
      return found === null ? null : found.index.range(found.bounds);
    },
    /**
     * The committed documents of an index range one at a time, in `order`, from strictly after `after`
     * (a full key) or the range's start, with the index's order of documents (ascending); null as for `range`.
     */
    walk(
      indexName: string,
      expressions: RangeExpression[],
      order: "asc" | "desc",
      after: IndexKey | null,
    ): { docs: RangeWalk; compare: (a: StoredDocument, b: StoredDocument) => number } | null {
      const found = resolve(indexName, expressions);
      if (found === null) return null;
      const { index, bounds } = found;
      return { docs: index.walk(bounds, order, after), compare: (a, b) => index.compare(a, b) };
    },
    /** Apply one committed write to the built indexes of its table. */
    update(table: string, before: StoredDocument | null, after: StoredDocument | null): void {
      for (const [name, index] of built) {
        if (byName.get(name)?.table !== table) continue;
        if (before !== null) index.remove(before);
        if (after !== null) index.insert(after);
      }
    },
    /** Forget every built index (the documents were replaced wholesale). */
    reset(): void {
      built.clear();
    },
  };
}
