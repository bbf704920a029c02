/** The commit log's and snapshot's formats: what start-up accepts, cuts off as torn, or refuses as damaged. */
import { describe, expect, it } from "vitest";
import { DamagedDataError, decodeSnapshot, encodeRecord, encodeSnapshot, scanLog } from "./commitLog";

const PATH = "/data/log-00000001.bin";
const a = encodeRecord({ ts: "1", writes: [] });
const b = encodeRecord({ ts: "2", writes: [["1profiles", { name: "Ravi" }]] });
const flipped = (bytes: Buffer, at: number) => {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
};

describe("scanLog", () => {
  it.each([
    { name: "a clean log", bytes: Buffer.concat([a, b]), records: 2, torn: null },
    { name: "an empty log", bytes: Buffer.alloc(0), records: 0, torn: null },
    {
      name: "a last record cut short",
      bytes: Buffer.concat([a, b.subarray(0, b.length - 3)]),
      records: 1,
      torn: /cut short/,
    },
    { name: "a header cut short", bytes: Buffer.concat([a, b.subarray(0, 5)]), records: 1, torn: /header cut short/ },
    {
      name: "zeros after the last record",
      bytes: Buffer.concat([a, Buffer.alloc(64)]),
      records: 1,
      torn: /zero bytes/,
    },
    {
      name: "a last record failing its checksum",
      bytes: Buffer.concat([a, flipped(b, b.length - 2)]),
      records: 1,
      torn: /checksum/,
    },
  ])("reads $name", ({ bytes, records, torn }) => {
    const scan = scanLog(PATH, bytes);
    expect(scan.records).toHaveLength(records);
    if (torn === null) expect(scan.tornTail).toBeNull();
    else expect(scan.tornTail).toMatch(torn);
    expect(scan.validBytes).toBe(records === 2 ? a.length + b.length : records === 1 ? a.length : 0);
  });

  it("refuses a damaged record that has records after it, naming the file", () => {
    expect(() => scanLog(PATH, Buffer.concat([flipped(a, a.length - 2), b]))).toThrow(DamagedDataError);
    expect(() => scanLog(PATH, Buffer.concat([flipped(a, a.length - 2), b]))).toThrow(
      `${PATH} is damaged: the record at byte 0 fails its checksum`,
    );
  });
});

describe("snapshots", () => {
  const snapshot = encodeSnapshot({ documents: [{ _id: "1profiles" }] });
  it("round-trips", () => {
    expect(decodeSnapshot("/data/snapshot.json", snapshot)).toEqual({ documents: [{ _id: "1profiles" }] });
  });
  it.each([
    { name: "a flipped data byte", bytes: flipped(snapshot, snapshot.length - 3), problem: /fails the checksum/ },
    {
      name: "a cut-off file",
      bytes: snapshot.subarray(0, snapshot.length - 4),
      problem: /holds \d+ bytes of data, its header says/,
    },
    { name: "no header", bytes: Buffer.from("{}"), problem: /no header line/ },
    { name: "a garbage header", bytes: Buffer.from("garbage\n{}"), problem: /header line is not valid JSON/ },
  ])("refuses $name, naming the file", ({ bytes, problem }) => {
    expect(() => decodeSnapshot("/data/snapshot.json", bytes)).toThrow(problem);
    expect(() => decodeSnapshot("/data/snapshot.json", bytes)).toThrow("/data/snapshot.json is damaged");
  });
});
