/**
 * What a query read, as Convex records it for its subscriptions: the index ranges it scanned, the
 * documents it fetched by id, and the tables it scanned whole. A commit whose writes (a document's value
 * before or after) fall in none of these cannot change the query's result, so the query is not re-run.
 */
import { compareValues, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { DocumentWrite, StoredDocument } from "./engine";

type RangeExpression = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };

/** A query's source as Convex's query syscalls carry it. */
export type QuerySource =
  | { type: "FullTableScan"; tableName: string }
  | { type: "IndexRange"; indexName: string; range: RangeExpression[] }
  | { type: "Search"; indexName: string };

type IndexRange = { table: string; range: Array<{ type: RangeExpression["type"]; fieldPath: string[]; value: Value | undefined }> };

function decodeBound(value: JSONValue): Value | undefined {
  // `{$undefined: null}` is how a query bound says "the field is absent".
  if (typeof value === "object" && value !== null && !Array.isArray(value) && "$undefined" in value) return undefined;
  return jsonToConvex(value);
}

function fieldValue(doc: StoredDocument, path: string[]): Value | undefined {
  let current: unknown = doc;
  for (const part of path) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current as Value | undefined;
}

function inRange(doc: StoredDocument, range: IndexRange["range"]): boolean {
  return range.every(({ type, fieldPath, value }) => {
    const cmp = compareValues(fieldValue(doc, fieldPath), value);
    switch (type) {
      case "Eq":
        return cmp === 0;
      case "Gt":
        return cmp > 0;
      case "Gte":
        return cmp >= 0;
      case "Lt":
        return cmp < 0;
      case "Lte":
        return cmp <= 0;
    }
  });
}

export class ReadSet {
  private readonly tables = new Set<string>();
  private readonly documents = new Set<string>();
  private readonly ranges: IndexRange[] = [];

  addTable(table: string): void {
    this.tables.add(table);
  }

  addDocument(id: string): void {
    this.documents.add(id);
  }

  /** A query's source: an index range (cursors and filters only narrow it, so the range is kept whole). */
  addSource(source: QuerySource): void {
    if (source.type === "FullTableScan") this.addTable(source.tableName);
    else if (source.type === "Search") this.addTable(source.indexName.split(".")[0] ?? source.indexName);
    else {
      const table = source.indexName.split(".")[0] ?? source.indexName;
      this.ranges.push({ table, range: source.range.map((e) => ({ type: e.type, fieldPath: e.fieldPath.split("."), value: decodeBound(e.value) })) });
    }
  }

  /** True when any write could change what was read. */
  intersects(writes: readonly DocumentWrite[]): boolean {
    return writes.some((w) => this.touchedBy(w));
  }

  private touchedBy(write: DocumentWrite): boolean {
    if (this.tables.has(write.table) || this.documents.has(write.id)) return true;
    for (const { table, range } of this.ranges) {
      if (table !== write.table) continue;
      if ((write.before !== null && inRange(write.before, range)) || (write.after !== null && inRange(write.after, range))) return true;
    }
    return false;
  }

  /** For logs and tests: the tables this read set covers in any way. */
  tablesTouched(): string[] {
    return [...new Set([...this.tables, ...this.ranges.map((r) => r.table), ...[...this.documents].map((id) => id.replace(/^[0-9]+/, ""))])].sort();
  }
}
