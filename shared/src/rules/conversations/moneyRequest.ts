/**
 * Money requests in a conversation (English, Telugu, Tenglish): the reader gets a warning banner and the
 * conversation is flagged into the console's safety queue with the excerpt.
 *
 * The rules look for a request (an imperative, a question to the reader, "kavali", "పంపండి") about money,
 * or for the scams' own vocabulary (customs fees for a gift, visa money, guaranteed returns, crypto
 * deposits, hospital bills). Talk about one's own money ("I send money home", "salary is 12 LPA", "my
 * father is a bank manager", "I have a home loan") is not a request and is not flagged. A false alarm only
 * shows a warning; a miss leaves a member unwarned, so the rules lean towards flagging.
 *
 * Contract used by `convex/model/conversations`: keep these signatures.
 */
export type MoneyKind =
  | "transfer"
  | "bank"
  | "upi"
  | "customs"
  | "travel"
  | "loan"
  | "investment"
  | "crypto"
  | "emergency";

export type MoneyResult = { flagged: boolean; kinds: MoneyKind[] };

/** What a number counts when it is not money ("100 photos", "10 minutes"). */
const COUNTED =
  "(?!\\s*(?:photos?|pics?|pictures?|reasons?|hugs?|kisses|times?|days?|minutes?|mins?|hours?|hrs?|kms?|people|members|guests|questions?|messages?|msgs?|words?|years?|yrs?|months?|weeks?|references?|marks|steps|kgs?|cm|feet|ft|percent|%|ఫోటో|రోజు|సార్లు))";

/**
 * Money itself: words in the three ways of writing, currency, and sums (three digits or more, "20k", "2
 * lakhs"); a number followed by what it counts ("100 photos", "1000 reasons") is not money.
 */
const MONEY = `(?:\\b(?:money|cash|funds?|amount|rupees|rs\\.?|inr|dollars|usd|dabbulu|dabbu|dabbul|paisalu|paisa|rupayalu|lakhs?|thousand)\\b|₹|\\$|\\b\\d[\\d,]{2,}\\b${COUNTED}|\\b\\d+\\s*(?:k|l)\\b|\\b\\d+(?:\\.\\d+)?\\s*(?:lakhs?|lacs?|crores?|thousand)\\b|డబ్బు|రూపాయ|అమౌంట్|మనీ|నగదు|పైసలు|వేలు|లక్ష|[౦-౯]{3,})`;

/** A sum that is someone's pay or a measure of wealth ("10 lakhs salary"), not a sum asked for. */
const MONEY_ASKED = `${MONEY}(?!\\s*(?:mukhyam|mukyam|important|vaddu|avasaram|ముఖ్యం|వద్దు|అవసరం|lpa|salary|package|ctc|income|jeetham|per\\s+(?:month|annum|year)|a\\s+(?:year|month)|జీతం|ప్యాకేజ్))`;

/** Asking the reader: in English, Tenglish and Telugu. */
const ASK_EN =
  "(?:\\b(?:please|pls|plz|kindly|urgent(?:ly)?|asap|immediately)\\b|\\b(?:can|could|would|will|cant|can't)\\s+(?:you|u)\\b|\\b(?:you|u)\\s+(?:have to|must|need to|should|can)\\b|\\b(?:need|want)\\s+(?:you|u)\\s+to\\b|\\bhelp me\\b|\\bsend me\\b|\\blend me\\b|\\bgive me\\b)";
const ASK_TE_LATIN =
  "\\b(?:pampu|pampandi|pampistava|pampisthava|pampistara|pampisthara|pampinchu|pampinchandi|pampagalara|pampagalava|pampava|pampara|ivvu|ivvandi|istava|isthava|istara|isthara|ivvagalava|ivvagalara|kavali|kaavali|kattali|kattandi|kattu|veyyi|veyyandi|veyandi|veyi|sardu|sardandi|sardagalara|sardagalava|sardutava|sardutara|sardhu|sardhandi|adjust\\s+chey\\w*|transfer\\s+chey\\w*|send\\s+chey\\w*|help\\s+chey\\w*)\\b";
// Request forms only: "పంపుతాను" (I send) and "ఇస్తాను" (I give) are the writer's own doing, "వెయ్యి" is also "a
// thousand".
const ASK_TE =
  "(?:పంప(?:ండి|గల|ిస్తారా|ిస్తావా|ించండి|ించు|వా|రా|ు(?!తా))|ఇవ్వ(?:ండి|గల|ు(?!తా)|రా|వా)|ఇస్తారా|ఇస్తావా|కావాలి|కట్టాలి|కట్టండి|వేయండి|వెయ్యండి|సర్ద|ట్రాన్స్\u200C?ఫర్|సహాయం|హెల్ప్)";
const ASK = `(?:${ASK_EN}|${ASK_TE_LATIN}|${ASK_TE})`;

/** Verbs that move money. */
const MOVE = "(?:\\b(?:send|sent|transfer|pay|wire|deposit|lend|give|arrange|spare|put|recharge|gpay|phonepe)\\b)";

function re(source: string): RegExp {
  return new RegExp(source, "iu");
}

/** Both patterns in the same stretch of text, within `window` characters, in either order. */
function near(a: string, b: string, window = 60): RegExp {
  return re(`(?:${a})[^]{0,${window}}?(?:${b})|(?:${b})[^]{0,${window}}?(?:${a})`);
}

const RULES: ReadonlyArray<{ kind: MoneyKind; patterns: RegExp[] }> = [
  {
    kind: "customs",
    patterns: [
      near(
        "(?:\\bcustoms?\\b|\\bclearance\\b|\\bcourier\\b|\\bparcel\\b|\\bshipment\\b|\\bconsignment\\b|\\bgift\\b|కస్టమ్స్|గిఫ్ట్|పార్శిల్|పార్సెల్|కొరియర్)",
        "(?:\\bfees?\\b|\\bcharges?\\b|\\bduty\\b|\\btax\\b|\\bclearance\\b|\\brelease\\b|\\bstuck\\b|\\bheld\\b|\\bseized\\b|\\bpay\\b|\\bdabbulu\\b|\\bkatta(?:li|ndi)\\b|ఫీజు|ఛార్జ|చార్జ|కట్టాలి|డబ్బు)",
        50,
      ),
    ],
  },
  {
    kind: "travel",
    patterns: [
      near(
        near(
          "(?:\\bvisa\\b|\\btickets?\\b|\\bflight\\b|\\bair\\s?fare\\b|\\bpassport\\b|వీసా|టికెట్|టిక్కెట్|ఫ్లైట్)",
          `(?:\\bfees?\\b|\\bcharges?\\b|\\bpending\\b|\\bshort\\b|\\bsponsor\\b|${MONEY}|ఫీజు)`,
          40,
        ).source,
        `(?:${ASK}|${MOVE}|\\bhelp\\b|\\bpending\\b|\\bneed\\b|\\bshort\\b)`,
        60,
      ),
      re("\\b(?:book|buy|pay for)\\s+(?:my|me a|me)\\s+(?:visa|tickets?|flight)"),
    ],
  },
  {
    kind: "loan",
    patterns: [
      re("\\b(?:lend|loan)\\s+me\\b"),
      re("\\b(?:be|become|stand as)\\s+(?:my|a)\\s+guarantor\\b"),
      re("\\bborrow\\b[^]{0,30}(?:\\bfrom (?:you|u)\\b|" + MONEY + ")"),
      re(
        "\\b(?:loan|appu|advance|udhaar|udhar)\\b[^]{0,30}(?:\\bkavali\\b|\\bkaavali\\b|\\bivvu\\b|\\bivvandi\\b|\\bistava\\b|\\bisthava\\b|\\bivvagalara\\b|\\bivvagalava\\b|\\bfrom (?:you|u)\\b|\\bfor me\\b|\\bin your name\\b|\\bguarantor\\b|\\bcan (?:you|u)\\b)",
      ),
      re(
        "\\b(?:can|could|would|will)\\s+(?:you|u)\\s+(?:please\\s+)?(?:lend|give me a loan|give me some loan|arrange a loan|take a loan)",
      ),
      re("(?:అప్పు|లోన్)[^]{0,20}(?:కావాలి|ఇవ్వ|ఇస్తా|ఇప్పించ)"),
    ],
  },
  {
    kind: "crypto",
    patterns: [
      near(
        "(?:\\bcrypto\\w*|\\bbitcoins?\\b|\\bbtc\\b|\\busdt\\b|\\bethereum\\b|\\bbinance\\b|\\bforex\\b|\\btrading\\s+(?:app|platform|group|site|account)\\b|క్రిప్టో|బిట్\u200C?కాయిన్)",
        "(?:\\binvest\\w*|\\bdeposit\\w*|\\bbuy\\b|\\bjoin\\b|\\bprofits?\\b|\\breturns?\\b|\\bearn\\w*|\\bdownload\\b|\\bregister\\b|\\bsign\\s?up\\b|\\bwith me\\b|\\bdouble\\b|" +
          MONEY +
          "|" +
          ASK +
          "|\\bkonu\\w*|\\bkonandi\\b|కొన|పెట్టుబడి|లాభం)",
        60,
      ),
    ],
  },
  {
    kind: "investment",
    patterns: [
      re(
        "\\binvest\\w*\\b[^]{0,40}?(?:\\bwith me\\b|\\bin (?:this|my|our)\\b|\\bscheme\\b|\\bapp\\b|\\bplatform\\b|\\breturns?\\b|\\bprofits?\\b|\\bdouble\\b|\\bguaranteed\\b)",
      ),
      re("\\b(?:guaranteed|assured|fixed|daily|weekly)\\s+(?:\\d+\\s*%\\s+)?(?:returns?|profits?|income)\\b"),
      re("\\bdouble (?:your|the|ur) money\\b"),
      re("\\b(?:join|try)\\s+(?:my|this|our)\\s+(?:trading|investment|forex|stock|share market)"),
      re("\\b(?:you|u)\\s+(?:should|can|must)\\s+(?:also\\s+)?invest\\b"),
      re("\\binvest\\s+chey\\w*|\\binvest\\s+pettu\\w*"),
      re(
        "(?:పెడితే|pedithe|pedite|invest\\s+chesthe|invest\\s+cheste)[^]{0,40}(?:డబుల్|రెట్టింపు|\\bdouble\\b|\\breturns\\b|లాభం|\\bprofit\\b)",
      ),
      re("(?:డబుల్|రెట్టింపు)\\s*అవు|\\bdouble\\s+(?:avtundi|avuthundi|avutundi|avtayi|avuthayi)\\b"),
      re("(?:పెట్టుబడి|ఇన్వెస్ట్)[^]{0,30}(?:పెట్ట|లాభ|రిటర్న్|చేయండి|చెయ్య)"),
    ],
  },
  {
    kind: "emergency",
    patterns: [
      near(
        "(?:\\bhospital\\w*|\\baccident\\b|\\bsurgery\\b|\\boperation\\b|\\bicu\\b|\\bmedical\\b|\\btreatment\\b|\\bemergency\\b|\\bambulance\\b|\\bsick\\b|\\bhospitalised\\b|\\bhospitalized\\b|ఆసుపత్రి|హాస్పిటల్|ఆపరేషన్|ప్రమాదం|యాక్సిడెంట్)",
        near(
          `(?:${MONEY}|\\bbill\\b|\\bfinancially\\b|\\b(?:can'?t|cannot|unable to)\\s+pay\\b)`,
          `(?:${ASK}|${MOVE}|\\bneed\\b|\\bhelp\\b|\\bshort\\b)`,
          50,
        ).source,
        60,
      ),
    ],
  },
  {
    kind: "upi",
    patterns: [
      re(
        "(?:\\bgpay\\b|\\bg pay\\b|\\bgoogle ?pay\\b|\\bphone ?pe\\b|\\bpaytm\\b|\\bupi\\b|\\bbhim\\b|ఫోన్\u200C?పే|గూగుల్ ?పే|జీపే|పేటీఎం)\\s*(?:(?:lo|ki|లో|కి|తో)\\s+)?(?:me\\b|to\\b|ki\\b|చేయ|చెయ్య|పంప|chey\\w*|karo\\b|kar do\\b|pampu\\w*|kottu\\w*|send\\b|transfer\\b|pay\\b|cheyy?\\w*|[\\d₹])",
      ),
      re(
        `${MOVE}[^]{0,30}(?:\\bvia\\b|\\bthrough\\b|\\bon\\b|\\bto\\b|\\bby\\b)\\s+(?:my\\s+)?(?:gpay|google ?pay|phone ?pe|paytm|upi)\\b`,
      ),
      re("\\b(?:send|share|give|tell)\\s+(?:me\\s+)?(?:your|ur)\\s+upi\\b"),
    ],
  },
  {
    kind: "bank",
    patterns: [
      near(
        `(?:\\b(?:to|in|into)\\s+my\\s+(?:bank\\s+)?(?:account|a/c|acc)\\b|నా\\s*(?:అకౌంట్|ఖాతా|బ్యాంక్)|naa\\s+(?:account|acc))`,
        `(?:${MOVE}|${ASK}|${MONEY})`,
        40,
      ),
      re("\\b(?:account number|acc(?:ount)? no|a/c no|ifsc)\\b"),
      near(
        "\\b(?:otp|cvv|card details|bank details|card number|atm pin|net ?banking)\\b",
        "\\b(?:share|send|tell|give|forward)\\b",
        30,
      ),
    ],
  },
  {
    kind: "transfer",
    patterns: [
      re(`${MOVE}\\s+(?:me\\s+|us\\s+)?(?:some\\s+|the\\s+|a\\s+little\\s+|konchem\\s+)?${MONEY}`),
      re("\\b(?:pay|send)\\s+(?:the\\s+|my\\s+)?(?:[a-z]+\\s+)?(?:charges|fees?|duty|tax|bill)\\b"),
      re(
        `\\b(?:need|want)\\s+(?:some\\s+|urgent\\s+|a little\\s+|little\\s+)?(?:money|cash|funds|rs|₹|\\d[\\d,]{3,}\\b${COUNTED})`,
      ),
      re("\\b(?:help me financially|financial help|financially help|money help)\\b"),
      near(
        `(?:\\bfees?\\b|\\bbill\\b|\\brent\\b|\\bemi\\b|\\bdues\\b)`,
        "\\b(?:pending|due|overdue)\\b[^]{0,40}\\b(?:help|pay|send)\\b",
        30,
      ),
      near(MONEY_ASKED, `(?:${ASK_TE_LATIN}|${ASK_TE})`, 40),
      near(
        "(?:\\b(?:fees?|bill|rent|emi)\\b|ఫీజు|బిల్లు|అద్దె)",
        `(?:${ASK_TE_LATIN.replace("kattali|", "")}|${ASK_TE.replace("కట్టాలి|", "")})`,
        30,
      ),
      near(MONEY_ASKED, `(?:${ASK_EN})`, 40),
    ],
  },
];

/** Talk about one's own money: a clause whose subject is the writer or family, not the reader. */
const OWN_SUBJECT =
  /^(?:.*\b(?:i|we|he|she|they|my|our|his|her|their|father|dad|brother|sister|mother|amma|nanna|nenu|memu|company|office)\b)(?!.*\b(?:you|u|me)\b)/iu;

const STARTS_WITH_MOVE = re(`^${MOVE}`);
const ASKS = re(ASK);

/** A clause that says money is not asked for: a refusal, a warning, or the writer paying their own way. */
const NOT_ASKING =
  /\b(?:don'?t|do not|never|won'?t|will not|no need to)\s+(?:\w+\s+){0,2}(?:send|transfer|pay|give|lend|ask|share)\b|\b(?:i|we)\s*(?:will|'ll|shall|can)\s+(?:pay|manage|book|arrange)\b|\bmyself\b|\b(?:scams?|fraud|cheated|beware|be careful)\b/iu;

/** Clauses: money talk and a request about it are read one clause at a time. */
function clauses(text: string): string[] {
  return text
    .split(/[!?\n;]+|\.+(?=\s|$)|,\s*(?:but|and)\b|\bbut\b/iu)
    .map((c) => c.trim())
    .filter((c) => c !== "");
}

export function detectMoneyRequest(text: string): MoneyResult {
  const kinds: MoneyKind[] = [];
  const parts = clauses(text.normalize("NFC")).filter((clause) => !NOT_ASKING.test(clause));
  // Each clause, and a clause with a short one after it ("Can you do me a favour? Just 5k").
  const short = (clause: string): boolean => clause.split(/\s+/u).length <= 4;
  const spans = [
    ...parts,
    ...parts.slice(1).flatMap((clause, i) => (short(clause) ? [`${parts[i] ?? ""} ${clause}`] : [])),
  ];
  for (const span of spans) {
    for (const rule of RULES) {
      if (kinds.includes(rule.kind)) continue;
      for (const pattern of rule.patterns) {
        const match = pattern.exec(span);
        if (!match) continue;
        // "I send money home every month": the writer's own money, unless the reader is asked too.
        const moves = STARTS_WITH_MOVE.test(match[0]);
        if (rule.kind === "transfer" && moves && OWN_SUBJECT.test(span.slice(0, match.index)) && !ASKS.test(span))
          continue;
        kinds.push(rule.kind);
        break;
      }
    }
  }
  // A generic transfer beside a more specific kind adds nothing.
  const specific = kinds.filter((k) => k !== "transfer");
  const result = specific.length > 0 ? specific : kinds;
  return { flagged: result.length > 0, kinds: result };
}
