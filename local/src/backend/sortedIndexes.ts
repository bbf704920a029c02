/**
 * Sorted copies of each index's committed documents, kept beside convex-test's documents so that an
 * index range read finds its range by binary search instead of scanning the whole table. Each index is
 * built on its first use and then updated by every commit.
 */
import { compareValues, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { StoredDocument } from "./engine";

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

class SortedIndex {
  private readonly paths: string[][];

  constructor(
    fields: string[],
    private readonly docs: StoredDocument[],
  ) {
    this.paths = fields.map((f) => f.split("."));
    this.docs.sort((a, b) => this.compare(a, b));
  }

  private compare(a: StoredDocument, b: StoredDocument): number {
    for (const path of this.paths) {
      const c = compareValues(fieldValue(a, path), fieldValue(b, path));
      if (c !== 0) return c;
    }
    return 0;
  }

  /** First position whose document is not before `doc` (documents are unique by their last key, _id). */
  private position(doc: StoredDocument): number {
    let lo = 0;
    let hi = this.docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.docs[mid] as StoredDocument, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  remove(doc: StoredDocument): void {
    const at = this.position(doc);
    if (this.docs[at]?._id === doc._id) this.docs.splice(at, 1);
  }

  insert(doc: StoredDocument): void {
    this.docs.splice(this.position(doc), 0, doc);
  }

  /** The first position for which `pastIt` holds (it must hold for a suffix of the order). */
  private firstWhere(from: number, pastIt: (doc: StoredDocument) => boolean): number {
    let lo = from;
    let hi = this.docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pastIt(this.docs[mid] as StoredDocument)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** The documents of a range (equalities on leading fields, then bounds on the next), in index order. */
  range(bounds: Bound[]): StoredDocument[] {
    const eqs = bounds.filter((b) => b.type === "Eq");
    const lower = bounds.filter((b) => b.type === "Gt" || b.type === "Gte");
    const upper = bounds.filter((b) => b.type === "Lt" || b.type === "Lte");
    const cmp = (doc: StoredDocument, b: Bound) => compareValues(fieldValue(doc, this.paths[b.position] ?? []), b.value);
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
    const start = this.firstWhere(0, notBefore);
    const end = this.firstWhere(start, after);
    return this.docs.slice(start, end);
  }
}

export function createSortedIndexes(definitions: IndexDefinition[], documentsOf: (table: string) => StoredDocument[]) {
  const byName = new Map(definitions.map((d) => [`${d.table}.${d.name}`, d]));
  const built = new Map<string, SortedIndex>();

  return {
    /**
     * The committed documents in an index range, in index order; null when the index or the range's
     * shape is not one this module knows (the caller then scans as convex-test does).
     */
    range(indexName: string, expressions: RangeExpression[]): StoredDocument[] | null {
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
      return index.range(bounds);
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
