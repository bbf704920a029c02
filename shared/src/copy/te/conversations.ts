/**
 * Telugu for conversations (`../conversations.ts`), with the same keys and placeholders. Terms follow
 * docs/telugu-glossary.md (సందేశం, సంభాషణ, సంప్రదింపు వివరాలు, ఫిర్యాదు, షేర్ చేయండి, సభ్యులు).
 */
import type { conversationsCopy } from "../conversations";

export const conversationsCopyTe = {
  "conversations.title": "సందేశాలు",
  "conversations.navLabel": "సందేశాలు",
  "conversations.navUnread": "సందేశాలు, {count} చదవనివి",
  "conversations.empty": "ఇంకా సంభాషణలు ఏవీ లేవు",
  "conversations.emptyHint":
    "మీలో ఒకరి ఆసక్తిని మరొకరు అంగీకరించినప్పుడు, ఇక్కడ మాట్లాడుకోవచ్చు. మీరిద్దరూ అంగీకరించే వరకు సంప్రదింపు వివరాలు దాచి ఉంటాయి.",
  "conversations.emptyAction": "నా ఆసక్తులు చూడండి",
  "conversations.loadMore": "పాత సంభాషణలు చూపించండి",
  "conversations.fetchFailed": "మీ సందేశాలు తెరవలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
  "conversations.unread": "{count, plural, one {# చదవని సందేశం} other {# చదవని సందేశాలు}}",
  "conversations.ended": "ముగిసింది",
  "conversations.memberLeft": "సభ్యులు వెళ్లిపోయారు",
  "conversations.noMessagesYet": "ఇంకా సందేశాలు లేవు",
  "conversations.youPrefix": "మీరు:",
  "conversations.withName": "{name}తో సంభాషణ",

  "conversations.masked": "•••• మీరిద్దరూ అంగీకరించాక చూపిస్తాం",

  "conversations.back": "అన్ని సందేశాలు",
  "conversations.loadEarlier": "ముందటి సందేశాలు చూపించండి",
  "conversations.threadLabel": "{name}తో సందేశాలు",
  "conversations.threadEmpty": "నమస్కారం చెప్పండి. మీరిద్దరూ అంగీకరించే వరకు ఫోన్ నంబర్లు, ఈమెయిల్‌లు, లింక్‌లు దాచి ఉంటాయి.",
  "conversations.newBelow": "కొత్త సందేశాలు",
  "conversations.moneyWarning": "ఇక్కడ పరిచయమైన వారికి ఎప్పుడూ డబ్బు పంపకండి. ఎవరైనా డబ్బు అడిగితే ఈ సంభాషణపై ఫిర్యాదు చేయండి.",
  "conversations.endedNotice": "ఈ సంభాషణ ముగిసింది",
  "conversations.notFound": "ఈ సంభాషణ అందుబాటులో లేదు.",
  "conversations.fromMe": "మీరు",
  "conversations.statusSent": "పంపారు",
  "conversations.statusDelivered": "చేరింది",
  "conversations.statusSeen": "చూశారు",
  "conversations.viewProfile": "ప్రొఫైల్ చూడండి",

  "conversations.share": "నా సంప్రదింపు వివరాలు {name}తో షేర్ చేయండి",
  "conversations.shareTitle": "మీ సంప్రదింపు వివరాలు {name}తో షేర్ చేయాలా?",
  "conversations.shareExplain":
    "ఈ సంభాషణలోని ఫోన్ నంబర్లు, ఈమెయిల్‌లు, UPI ఐడీలు, లింక్‌లు మీరిద్దరూ అంగీకరించే వరకు దాచి ఉంటాయి. ఇద్దరూ అంగీకరించాక, ఒకరు రాసినవి మరొకరికి కనిపిస్తాయి. దీన్ని వెనక్కి తీసుకోలేరు.",
  "conversations.shareConfirm": "షేర్ చేయండి",
  "conversations.shareWaiting": "మీరు సంప్రదింపు వివరాలు షేర్ చేయడానికి అంగీకరించారు. {name} అంగీకారం కోసం ఎదురుచూస్తున్నాం.",
  "conversations.shareTheyAgreed": "{name} సంప్రదింపు వివరాలు షేర్ చేయడానికి అంగీకరించారు. మీరు కూడా అంగీకరిస్తే అవి కనిపిస్తాయి.",
  "conversations.shared": "మీరిద్దరూ అంగీకరించారు: ఈ సంభాషణలోని సంప్రదింపు వివరాలు కనిపిస్తాయి.",

  "conversations.composerLabel": "మీ సందేశం",
  "conversations.composerPlaceholder": "సందేశం రాయండి",
  "conversations.counter": "{count} / {max}",
  "conversations.send": "పంపండి",
  "conversations.sendFailed": "మీ సందేశం పంపబడలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  "conversations.tooLong": "ఒక సందేశంలో {max} అక్షరాలకు మించి ఉండకూడదు.",

  "conversations.menu": "సంభాషణ ఎంపికలు",
  "conversations.readReceipts": "నేను సందేశాలు చదివినట్లు చూపించండి",
  "conversations.readReceiptsHint": "ఇది ఆపివేస్తే, మీరు ఇతరుల సందేశాలు చదివినట్లు వారికి కనిపించదు; వారు మీ సందేశాలు చదివినట్లు మీకూ కనిపించదు.",
  "conversations.failed": "అది జరగలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  "conversations.settingsTitle": "సందేశాలు",
  "conversations.readReceiptsOn": "మీరు ఇతరుల సందేశాలు చదివినట్లు ఇప్పుడు వారికి కనిపిస్తుంది.",
  "conversations.readReceiptsOff": "మీరు ఇతరుల సందేశాలు చదివినట్లు ఇకపై వారికి కనిపించదు.",

  "conversations.reportMessage": "ఈ సందేశంపై ఫిర్యాదు చేయండి",
  "conversations.reportTitle": "{name} పంపిన సందేశంపై ఫిర్యాదు",
  "conversations.reportIntro":
    "మా బృందం ఈ సందేశాన్ని, దానికి ముందున్న 30 సందేశాలను మాత్రమే చదువుతుంది; మీ సంభాషణలో మిగతాది చూడదు. ఫిర్యాదు ఎవరు చేశారో {name}కు చెప్పము. ఫిర్యాదు చేస్తే {name} మీకు బ్లాక్ అవుతారు, ఈ సంభాషణ ముగుస్తుంది.",
  "conversations.reportSent": "ధన్యవాదాలు. మా బృందం ఈ సంభాషణను పరిశీలిస్తుంది. ఈ సభ్యులు ఇప్పుడు మీకు బ్లాక్ అయ్యారు.",

  "conversations.message": "సందేశం పంపండి",
  "conversations.messageName": "{name}కు సందేశం పంపండి",
  "conversations.openFailed": "సంభాషణ తెరవలేకపోయాం. దయచేసి మళ్లీ ప్రయత్నించండి.",
} as const satisfies Record<keyof typeof conversationsCopy, string>;
