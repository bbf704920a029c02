import { describe, expect, test } from "vitest";
import { MONEY_CORPUS, type MoneyCase } from "./corpus/money";
import { detectMoneyRequest } from "./moneyRequest";

/** Corpus messages the rules still get wrong, each with why. The thresholds below hold with them. */
export const KNOWN_MONEY_MISSES: ReadonlyArray<{ text: string; why: string }> = [
  {
    text: "My wallet got stolen in Dubai, I need help to get back home",
    why: "no money word and no ticket or visa: 'help to get back home' is a request only by what it implies",
  },
  {
    text: "Help me with my sister's wedding expenses, I'll be grateful",
    why: "'expenses' is not read as money: 'wedding expenses are shared by both families' is ordinary talk",
  },
];

describe("money requests: the labelled corpus", () => {
  const rows = MONEY_CORPUS.map((item) => ({ item, got: detectMoneyRequest(item.text) }));

  test("precision, recall and false alarms on job and salary talk", () => {
    const requests = rows.filter(({ item }) => item.money);
    const ordinary = rows.filter(({ item }) => !item.money);
    const jobTalk = rows.filter(({ item }) => !item.money && item.topic === "job");
    const tp = requests.filter(({ got }) => got.flagged).length;
    const fn = requests.length - tp;
    const fp = ordinary.filter(({ got }) => got.flagged).length;
    const jobFalseAlarms = jobTalk.filter(({ got }) => got.flagged).length;
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const jobFalseAlarmRate = jobFalseAlarms / jobTalk.length;
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    console.log(
      `money corpus: ${rows.length} messages, ${requests.length} requests, ${ordinary.length} ordinary (${jobTalk.length} about jobs, salaries, banks, business, property)`,
    );
    console.table({
      all: {
        precision: pct(precision),
        recall: pct(recall),
        tp,
        fp,
        fn,
        tn: ordinary.length - fp,
        "false alarms on job/salary talk": `${pct(jobFalseAlarmRate)} (${jobFalseAlarms}/${jobTalk.length})`,
      },
    });
    // Recall by kind of request, and whether the kind was named right.
    const byKind = new Map<string, { requests: number; flagged: number; kindNamed: number }>();
    for (const { item, got } of requests) {
      if (!item.money) continue;
      const row = byKind.get(item.kind) ?? { requests: 0, flagged: 0, kindNamed: 0 };
      row.requests += 1;
      if (got.flagged) row.flagged += 1;
      if (got.kinds.includes(item.kind)) row.kindNamed += 1;
      byKind.set(item.kind, row);
    }
    console.table(
      Object.fromEntries(
        [...byKind].map(([kind, r]) => [
          kind,
          { requests: r.requests, recall: pct(r.flagged / r.requests), kindNamed: r.kindNamed },
        ]),
      ),
    );
    const byLang = new Map<string, { requests: number; flagged: number; ordinary: number; falseAlarms: number }>();
    for (const { item, got } of rows) {
      const row = byLang.get(item.lang) ?? { requests: 0, flagged: 0, ordinary: 0, falseAlarms: 0 };
      if (item.money) {
        row.requests += 1;
        if (got.flagged) row.flagged += 1;
      } else {
        row.ordinary += 1;
        if (got.flagged) row.falseAlarms += 1;
      }
      byLang.set(item.lang, row);
    }
    console.table(
      Object.fromEntries(
        [...byLang].map(([lang, r]) => [
          lang,
          {
            messages: r.requests + r.ordinary,
            recall: pct(r.flagged / r.requests),
            falseAlarms: `${r.falseAlarms}/${r.ordinary}`,
          },
        ]),
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(jobFalseAlarmRate).toBeLessThan(0.05);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });

  test("the corpus covers the three ways of writing and has enough job and salary talk", () => {
    for (const lang of ["en", "te", "tenglish"] as const) {
      expect(MONEY_CORPUS.filter((c) => c.lang === lang && c.money).length).toBeGreaterThanOrEqual(15);
      expect(MONEY_CORPUS.filter((c) => c.lang === lang && !c.money).length).toBeGreaterThanOrEqual(10);
    }
    expect(MONEY_CORPUS.filter((c) => !c.money && c.topic === "job").length).toBeGreaterThanOrEqual(50);
  });

  test("the known misses are exactly the corpus items the rules get wrong", () => {
    const wrong = rows.filter(({ item, got }) => got.flagged !== item.money).map(({ item }) => item.text);
    expect(wrong.sort()).toEqual(KNOWN_MONEY_MISSES.map((m) => m.text).sort());
  });

  const label = (c: MoneyCase): string => (c.money ? `asks (${c.kind})` : `ordinary (${c.topic})`);
  test.each(
    MONEY_CORPUS.filter((c) => !KNOWN_MONEY_MISSES.some((m) => m.text === c.text)).map(
      (c) => [label(c), c.text, c] as const,
    ),
  )("%s: %s", (_label, _text, item) => {
    expect(detectMoneyRequest(item.text).flagged).toBe(item.money);
  });
});

describe("detectMoneyRequest", () => {
  test.each([
    ["please send 20000 for customs clearance of the gift", ["customs"]],
    ["naku konchem dabbulu pampistava", ["transfer"]],
    ["నా అకౌంట్ కి 5000 పంపండి", ["bank"]],
    ["my visa fee is pending can you help", ["travel"]],
    ["Dad is in ICU, the bill is 1.5 lakhs, can you help", ["emergency"]],
    ["gpay me 2000 please", ["upi"]],
    ["naaku appu kavali, 50000", ["loan"]],
  ] as const)("%s is %j", (text, kinds) => {
    expect(detectMoneyRequest(text)).toEqual({ flagged: true, kinds: [...kinds] });
  });

  test("a specific kind replaces the generic transfer, and both scams are named", () => {
    expect(detectMoneyRequest("invest in this crypto app with me").kinds.sort()).toEqual(["crypto", "investment"]);
    expect(detectMoneyRequest("send 5000 to my account").kinds).toEqual(["bank"]);
  });

  test("ordinary talk is not flagged", () => {
    for (const text of [
      "my father is a bank manager",
      "I work in a bank",
      "salary is 12 LPA",
      "we don't want dowry",
      "",
    ]) {
      expect(detectMoneyRequest(text)).toEqual({ flagged: false, kinds: [] });
    }
  });

  test("numbers that count something else are not money", () => {
    for (const text of [
      "Please send 100 photos lol",
      "pls give me 1000 reasons to smile",
      "I need 1000 hugs",
      "Can you give me 10 minutes?",
    ]) {
      expect(detectMoneyRequest(text).flagged).toBe(false);
    }
  });

  test("a warning about money is not a request", () => {
    expect(detectMoneyRequest("Never send money to someone you met here.").flagged).toBe(false);
  });
});

describe("long and odd messages", () => {
  // A message is at most 1,000 characters; no shape of it may make a pattern backtrack for long.
  test.each([
    ["words", "ravi ".repeat(200)],
    ["money words", "send money please hospital ".repeat(37)],
    ["Telugu", "నా డబ్బు పంపండి ".repeat(60)],
    ["digits", "1 ".repeat(500)],
  ])("%s", (_name, text) => {
    const started = performance.now();
    detectMoneyRequest(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
