/**
 * When a Convex cron job runs next (all schedules of convex/server's `cronJobs()`), in UTC as Convex does.
 * Calendar schedules become a 5-field cron expression, matched minute by minute (cheap at this scale).
 */
export type Schedule =
  | { type: "interval"; seconds?: number; minutes?: number; hours?: number }
  | { type: "hourly"; minuteUTC?: number }
  | { type: "daily"; hourUTC: number; minuteUTC?: number }
  | { type: "weekly"; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: "monthly"; day: number; hourUTC: number; minuteUTC?: number }
  | { type: "cron"; cron: string };

const DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const RANGES: Array<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];
const MINUTE = 60_000;
const SEARCH_LIMIT_MINUTES = 366 * 24 * 60 * 5;

function toCron(s: Exclude<Schedule, { type: "interval" }>): string {
  switch (s.type) {
    case "hourly":
      return `${s.minuteUTC ?? 0} * * * *`;
    case "daily":
      return `${s.minuteUTC ?? 0} ${s.hourUTC} * * *`;
    case "weekly":
      return `${s.minuteUTC ?? 0} ${s.hourUTC} * * ${DAYS.indexOf(s.dayOfWeek.toLowerCase())}`;
    case "monthly":
      return `${s.minuteUTC ?? 0} ${s.hourUTC} ${s.day} * *`;
    case "cron":
      return s.cron;
  }
}

function parseField(field: string, [min, max]: [number, number]): Set<number> {
  const values = new Set<number>();
  for (const part of field.split(",")) {
    const [range = "*", stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    const [lo, hi] =
      range === "*"
        ? [min, max]
        : range.includes("-")
          ? range.split("-").map(Number)
          : [Number(range), stepText === undefined ? Number(range) : max];
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || !Number.isInteger(step) || step < 1)
      throw new Error(`Bad cron field "${field}"`);
    for (let v = lo ?? min; v <= (hi ?? max); v += step) values.add(v);
  }
  return values;
}

/** The next time strictly after `after` (ms) at which the schedule fires. */
export function nextRun(schedule: Schedule, after: number): number {
  if (schedule.type === "interval") {
    const seconds =
      schedule.seconds ?? (schedule.minutes !== undefined ? schedule.minutes * 60 : (schedule.hours ?? 1) * 3600);
    return after + seconds * 1000;
  }
  const fields = toCron(schedule).trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Cron expressions need 5 fields: "${toCron(schedule)}"`);
  const [minutes, hours, doms, months, dows] = fields.map((f, i) => parseField(f, RANGES[i] as [number, number]));
  if (dows?.has(7)) dows.add(0);
  const domAny = fields[2] === "*";
  const dowAny = fields[4] === "*";
  let t = Math.floor(after / MINUTE) * MINUTE + MINUTE;
  for (let i = 0; i < SEARCH_LIMIT_MINUTES; i++, t += MINUTE) {
    const d = new Date(t);
    if (!minutes?.has(d.getUTCMinutes()) || !hours?.has(d.getUTCHours()) || !months?.has(d.getUTCMonth() + 1)) continue;
    const domOk = doms?.has(d.getUTCDate()) ?? false;
    const dowOk = dows?.has(d.getUTCDay()) ?? false;
    // Standard cron: when both day fields are restricted, either may match.
    if (domAny && dowAny ? true : domAny ? dowOk : dowAny ? domOk : domOk || dowOk) return t;
  }
  throw new Error(`Cron schedule "${toCron(schedule)}" never fires`);
}
