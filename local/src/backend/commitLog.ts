/**
 * The on-disk formats of the local backend's data: an append-only commit log and a snapshot, each
 * checksummed. A log record is `[u32 LE payload length][u32 LE crc32 of payload][payload: JSON]`; a
 * snapshot is one header line (`{"format":2,"length":…,"crc32":…}`) and then its JSON body.
 */
import { crc32 } from "node:zlib";

export const SNAPSHOT_FORMAT = 2;
const HEADER_BYTES = 8;

/** A data file that cannot be read as written: start-up stops and names it. */
export class DamagedDataError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`${path} is damaged: ${problem}`);
  }
}

export function encodeRecord(payload: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(payload), "utf8");
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(body.length, 0);
  header.writeUInt32LE(crc32(body), 4);
  return Buffer.concat([header, body]);
}

export type LogScan = {
  records: unknown[];
  /** Bytes of whole, valid records; a torn tail starts here. */
  validBytes: number;
  /** Why the tail after validBytes was dropped, or null when the log ends cleanly. */
  tornTail: string | null;
};

function allZero(bytes: Buffer, from: number): boolean {
  for (let i = from; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * Read every record. A bad record is a torn tail, written when the process died mid-append, only when
 * nothing follows it: it runs past the end of the file, or it is the last record, or only zeros follow.
 * A bad record with data after it means the file was damaged: that throws, since dropping it would
 * silently lose acknowledged commits.
 */
export function scanLog(path: string, bytes: Buffer): LogScan {
  const records: unknown[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (allZero(bytes, offset))
      return { records, validBytes: offset, tornTail: `${bytes.length - offset} zero bytes at the end` };
    if (bytes.length - offset < HEADER_BYTES)
      return { records, validBytes: offset, tornTail: "a record header cut short" };
    const length = bytes.readUInt32LE(offset);
    const checksum = bytes.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (end > bytes.length) return { records, validBytes: offset, tornTail: "a record cut short" };
    const body = bytes.subarray(offset + HEADER_BYTES, end);
    let record: unknown = undefined;
    let problem: string | null = null;
    if (length === 0 || crc32(body) !== checksum) problem = `the record at byte ${offset} fails its checksum`;
    else {
      try {
        record = JSON.parse(body.toString("utf8"));
      } catch {
        problem = `the record at byte ${offset} is not valid JSON`;
      }
    }
    if (problem !== null) {
      if (end === bytes.length || allZero(bytes, end)) return { records, validBytes: offset, tornTail: problem };
      throw new DamagedDataError(path, `${problem}, and ${bytes.length - end} bytes of records follow it`);
    }
    records.push(record);
    offset = end;
  }
  return { records, validBytes: offset, tornTail: null };
}

export function encodeSnapshot(body: unknown): Buffer {
  const data = Buffer.from(JSON.stringify(body), "utf8");
  const header = JSON.stringify({ format: SNAPSHOT_FORMAT, length: data.length, crc32: crc32(data) });
  return Buffer.concat([Buffer.from(`${header}\n`, "utf8"), data]);
}

export function decodeSnapshot(path: string, bytes: Buffer): unknown {
  const newline = bytes.indexOf(0x0a);
  if (newline === -1) throw new DamagedDataError(path, "it has no header line");
  let header: { format?: unknown; length?: unknown; crc32?: unknown };
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString("utf8")) as typeof header;
  } catch {
    throw new DamagedDataError(path, "its header line is not valid JSON");
  }
  if (header.format !== SNAPSHOT_FORMAT)
    throw new DamagedDataError(
      path,
      `it has format ${String(header.format)}, this backend reads format ${SNAPSHOT_FORMAT}`,
    );
  const data = bytes.subarray(newline + 1);
  if (data.length !== header.length)
    throw new DamagedDataError(path, `it holds ${data.length} bytes of data, its header says ${String(header.length)}`);
  if (crc32(data) !== header.crc32) throw new DamagedDataError(path, "its data fails the checksum");
  try {
    return JSON.parse(data.toString("utf8"));
  } catch {
    throw new DamagedDataError(path, "its data is not valid JSON");
  }
}
