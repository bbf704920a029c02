/**
 * What a query read, as Convex records it for its subscriptions: the index ranges it scanned, the
 * documents it fetched by id, and the tables it scanned whole. A commit whose writes (a document's value
 * before or after) fall in none of these cannot change the query's result, so the query is not re-run.
 */
import { compareValues, type JSONValue, type Value } from "convex/values";
import type { DocumentWrite, StoredDocument } from "./documents";
import { decodeBound, fieldValue } from "./sortedIndexes";

type RangeExpression = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };

/** A query's source as Convex's query syscalls carry it. */
export type QuerySource =
  | { type: "FullTableScan"; tableName: string }
  | { type: "IndexRange"; indexName: string; range: RangeExpression[] }
  | { type: "Search"; indexName: string };

/**
 * The part of an index's order a page covered: full index keys (the index's fields, then
 * `_creationTime` and `_id`), inclusive at both ends; null for an open end.
 */
export type KeyInterval = {
  fields: string[];
  low: Array<Value | undefined> | null;
  high: Array<Value | undefined> | null;
};

type IndexRange = {
  table: string;
  /**
   * Every field of the index (before `_creationTime` and `_id`) is fixed by an equality: a look-up of
   * particular documents (a member's own profile by their user id), not a list.
   */
  lookup: boolean;
  range: Array<{ type: RangeExpression["type"]; fieldPath: string[]; value: Value | undefined }>;
  interval: { fields: string[][]; low: Array<Value | undefined> | null; high: Array<Value | undefined> | null } | null;
};

function compareKey(doc: StoredDocument, fields: string[][], key: Array<Value | undefined>): number {
  for (const [i, path] of fields.entries()) {
    const c = compareValues(fieldValue(doc, path), key[i]);
    if (c !== 0) return c;
  }
  return 0;
}

function inInterval(doc: StoredDocument, interval: IndexRange["interval"]): boolean {
  if (interval === null) return true;
  if (interval.low !== null && compareKey(doc, interval.fields, interval.low) < 0) return false;
  if (interval.high !== null && compareKey(doc, interval.fields, interval.high) > 0) return false;
  return true;
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
  private snapshot: bigint | null = null;

  /**
   * The commit the query read at: the latest commit when it read. A query runs alone under convex-test's
   * transaction lock, so all its reads see one commit; the earliest seen is kept, to be safe. Null while
   * it has read nothing (then no commit can change its result).
   */
  get snapshotTs(): bigint | null {
    return this.snapshot;
  }

  observeSnapshot(ts: bigint): void {
    if (this.snapshot === null || ts < this.snapshot) this.snapshot = ts;
  }

  /** True when a commit at `ts` with these writes could change what was read (it came after the read). */
  staleAfter(ts: bigint, writes: readonly DocumentWrite[]): boolean {
    return this.snapshot !== null && ts > this.snapshot && this.intersects(writes);
  }

  addTable(table: string): void {
    this.tables.add(table);
  }

  addDocument(id: string): void {
    this.documents.add(id);
  }

  /**
   * A query's source: its index range, narrowed to `interval` for a page (the part of the index order
   * the page covered, as Convex records it); filters only narrow a range further, so they are ignored.
   */
  addSource(
    source: QuerySource,
    interval: KeyInterval | null = null,
    indexFields: string[] | null = interval?.fields ?? null,
  ): void {
    if (source.type === "Search") {
      this.addTable(source.indexName.split(".")[0] ?? source.indexName);
      return;
    }
    if (source.type === "FullTableScan" && interval === null) {
      this.addTable(source.tableName);
      return;
    }
    const table =
      source.type === "FullTableScan" ? source.tableName : (source.indexName.split(".")[0] ?? source.indexName);
    const range =
      source.type === "FullTableScan"
        ? []
        : source.range.map((e) => ({ type: e.type, fieldPath: e.fieldPath.split("."), value: decodeBound(e.value) }));
    const keyFields = indexFields?.filter((f) => f !== "_creationTime" && f !== "_id") ?? [];
    const lookup = keyFields.length > 0 && range.filter((e) => e.type === "Eq").length >= keyFields.length;
    this.ranges.push({
      table,
      range,
      lookup,
      interval:
        interval === null
          ? null
          : { fields: interval.fields.map((f) => f.split(".")), low: interval.low, high: interval.high },
    });
  }

  /**
   * A streamed index range (`1.0/queryStream`) read so far: from the range's start, in `order`, through
   * a document (inclusive), or the whole range once the stream reached its end (null). Answers the
   * function to call as the stream reads on; nothing is recorded until it has read something.
   */
  addStreamedRange(
    source: Extract<QuerySource, { type: "IndexRange" }>,
    fields: string[],
    order: "asc" | "desc",
  ): (through: StoredDocument | null) => void {
    const paths = fields.map((f) => f.split("."));
    let record: IndexRange | null = null;
    return (through) => {
      const key = through === null ? null : paths.map((path) => fieldValue(through, path));
      const interval =
        key === null
          ? null
          : order === "asc"
            ? { fields: paths, low: null, high: key }
            : { fields: paths, low: key, high: null };
      if (record === null) {
        this.addSource(source, null, fields);
        record = this.ranges.at(-1) ?? null;
      }
      if (record !== null) record.interval = interval;
    };
  }

  /** True when any write could change what was read. */
  intersects(writes: readonly DocumentWrite[]): boolean {
    return writes.some((w) => this.touchedBy(w));
  }

  /**
   * True when a write touches a document this query looked up directly: by id, or by an index look-up
   * that fixes every field (not as one row of a list). Such a change (an admin approving the member whose
   * `members.me` this is) is shown before changes inside lists (gate.ts: urgent reads).
   */
  touchesDirectly(writes: readonly DocumentWrite[]): boolean {
    return writes.some(
      (w) =>
        this.documents.has(w.id) ||
        this.ranges.some(
          (range) =>
            range.lookup &&
            range.table === w.table &&
            (this.rangeHolds(w.before, range) || this.rangeHolds(w.after, range)),
        ),
    );
  }

  private touchedBy(write: DocumentWrite): boolean {
    if (this.tables.has(write.table) || this.documents.has(write.id)) return true;
    for (const range of this.ranges) {
      if (range.table !== write.table) continue;
      if (this.rangeHolds(write.before, range) || this.rangeHolds(write.after, range)) return true;
    }
    return false;
  }

  private rangeHolds(doc: StoredDocument | null, range: IndexRange): boolean {
    return doc !== null && inRange(doc, range.range) && inInterval(doc, range.interval);
  }

  /**
   * Why a write touches this read set ("profiles range status=approved, gender=Female"), or null: for the subscription
   * trace.
   */
  explain(write: DocumentWrite): string | null {
    if (this.tables.has(write.table)) return `the whole table ${write.table}`;
    if (this.documents.has(write.id)) return `the document ${write.id}`;
    for (const range of this.ranges) {
      if (range.table !== write.table || !(this.rangeHolds(write.before, range) || this.rangeHolds(write.after, range)))
        continue;
      const bounds = range.range
        .map((b) => `${b.fieldPath.join(".")} ${b.type} ${JSON.stringify(b.value ?? null)}`)
        .join(", ");
      return `${write.table} range [${bounds}]${range.interval === null ? "" : " within the page read"}`;
    }
    return null;
  }

  /** For logs and tests: the tables this read set covers in any way. */
  tablesTouched(): string[] {
    return [
      ...new Set([
        ...this.tables,
        ...this.ranges.map((r) => r.table),
        ...[...this.documents].map((id) => id.replace(/^[0-9]+/, "")),
      ]),
    ].sort();
  }
}
