/**
 * Telugu for the privacy settings, who viewed me and who saw my number (`../privacy.ts`), with the same
 * keys and placeholders. Terms follow docs/telugu-glossary.md (సభ్యులు, ప్రీమియం, ఫోటో, సంప్రదింపు వివరాలు).
 */
import type { privacyCopy } from "../privacy";

export const privacyCopyTe = {
  "privacy.settingsTitle": "గోప్యతా సెట్టింగ్‌లు",
  "privacy.settingsIntro": "మీ ఫోన్ నంబర్, మీ ఫోటోలు ఎవరు చూడవచ్చో ఎంచుకోండి. ప్రొఫైల్‌లు పరిశీలించే సిబ్బంది మాత్రం ఎప్పుడూ చూడగలరు.",
  "privacy.registrationTitle": "మీ గోప్యత",
  "privacy.registrationIntro": "ఏది ఎంచుకోవాలో తెలియకపోతే, ముందే ఉన్న ఎంపికలనే ఉంచండి. గోప్యతా సెట్టింగ్‌లలో వీటిని ఎప్పుడైనా మార్చుకోవచ్చు.",
  "privacy.phoneTitle": "నా ఫోన్ నంబర్ ఎవరు చూడవచ్చు",
  "privacy.phonePremium": "ప్రీమియం సభ్యులు (ముందే ఉన్న ఎంపిక)",
  "privacy.phonePremiumHint": "ఏ ప్రీమియం సభ్యులైనా 60 సెకన్లు ఆగిన తర్వాత మీ నంబర్ చూడగలరు.",
  "privacy.phonePremiumAccepted": "నేను ఆసక్తిని అంగీకరించిన, లేదా నా ఆసక్తిని అంగీకరించిన ప్రీమియం సభ్యులు",
  "privacy.phonePremiumAcceptedHint": "మిగతావారికి ముందుగా మీకు ఆసక్తి పంపమని చెబుతాం.",
  "privacy.photosTitle": "నా ఫోటోలు ఎవరు చూడవచ్చు",
  "privacy.photosMembers": "ఆమోదం పొందిన సభ్యులందరూ (ముందే ఉన్న ఎంపిక)",
  "privacy.photosMembersHint": "మీ ఫోటోలు మీ ప్రొఫైల్‌లో, సంబంధాలలో కనిపిస్తాయి.",
  "privacy.photosAccepted": "నేను ఆసక్తిని అంగీకరించిన, లేదా నా ఆసక్తిని అంగీకరించిన సభ్యులు",
  "privacy.photosAcceptedHint": "మీ ఇద్దరి మధ్య ఆసక్తి అంగీకరించే వరకు మిగతావారికి ఫోటో బదులు గుర్తు మాత్రమే కనిపిస్తుంది.",
  "privacy.photosStaff": "సిబ్బంది మాత్రమే",
  "privacy.photosStaffHint": "సభ్యులు మీ ఫోటోలు ఎప్పుడూ చూడలేరు; సిబ్బంది మీ ప్రొఫైల్ పరిశీలించడానికి మాత్రమే చూస్తారు.",
  "privacy.jatakamTitle": "నా జాతకం ఎవరు చూడవచ్చు",
  "privacy.jatakamMembers": "ఆమోదం పొందిన సభ్యులందరూ",
  "privacy.jatakamMembersHint": "మీ ప్రొఫైల్ నుంచే మీ జాతకం తెరవవచ్చు.",
  "privacy.jatakamAccepted": "నేను ఆసక్తిని అంగీకరించిన, లేదా నా ఆసక్తిని అంగీకరించిన సభ్యులు (ముందే ఉన్న ఎంపిక)",
  "privacy.jatakamAcceptedHint": "మీ ఇద్దరి మధ్య ఆసక్తి అంగీకరించిన తర్వాతే తెరుచుకుంటుందని మిగతావారికి చెబుతాం.",
  "privacy.jatakamStaff": "సిబ్బంది మాత్రమే",
  "privacy.jatakamStaffHint": "సభ్యులు మీ జాతకం ఎప్పుడూ చూడలేరు; సిబ్బంది మీ ప్రొఫైల్ పరిశీలించడానికి మాత్రమే చూస్తారు.",
  "privacy.save": "గోప్యతా సెట్టింగ్‌లు సేవ్ చేయండి",
  "privacy.saved": "మీ గోప్యతా సెట్టింగ్‌లు సేవ్ అయ్యాయి.",
  "privacy.saveFailed": "మీ గోప్యతా సెట్టింగ్‌లు సేవ్ కాలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  "privacy.openSettings": "గోప్యతా సెట్టింగ్‌లు",

  "privacy.photoLockedInterest": "ఆసక్తి అంగీకరించిన తర్వాత ఫోటో కనిపిస్తుంది",
  "privacy.photoLockedStaff": "ఈ సభ్యులు తమ ఫోటోలను సిబ్బందికి మాత్రమే చూపిస్తారు",

  "privacy.phoneNeedsInterest":
    "ఈ సభ్యులు తాము ఆసక్తిని అంగీకరించిన, లేదా తమ ఆసక్తిని అంగీకరించిన ప్రీమియం సభ్యులకు మాత్రమే సంప్రదింపు వివరాలు చూపిస్తారు.",
  "privacy.sendInterestHint": "ఆసక్తి పంపండి. అది అంగీకరించిన తర్వాత సంప్రదింపు వివరాలు ఇక్కడే చూడవచ్చు.",

  "viewers.title": "నన్ను ఎవరు చూశారు",
  "viewers.tabViewedMe": "నా ప్రొఫైల్ చూసినవారు",
  "viewers.tabSawNumber": "నా నంబర్ చూసినవారు",
  "viewers.viewedMeIntro": "మీ ప్రొఫైల్ తెరిచిన సభ్యులు, కొత్తవారు ముందు.",
  "viewers.viewedOn": "{date}న చూశారు",
  "viewers.viewedMeEmpty": "ఇంకా ఏ సభ్యులూ మీ ప్రొఫైల్ తెరవలేదు.",
  "viewers.sawNumberIntro":
    "సభ్యులు మీ సంప్రదింపు వివరాలు చూసిన ప్రతిసారీ, కొత్తవి ముందు. ఎవరైనా మీ నంబర్‌ను దుర్వినియోగం చేస్తే, వారిపై ఫిర్యాదు చేయండి.",
  "viewers.sawNumberOn": "{date}న మీ నంబర్ చూశారు",
  "viewers.sawNumberEmpty": "ఇంకా ఏ సభ్యులూ మీ నంబర్ చూడలేదు.",
  "viewers.notListed": "ఈ ప్రొఫైల్ ఇప్పుడు సభ్యులకు కనిపించదు.",
  "viewers.memberLeft": "ఇప్పుడు సేవ నుండి వెళ్లిపోయిన ఒక సభ్యులు ({code})",
  "viewers.loadMore": "ఇంకా చూపించండి",

  "viewers.numberNotice": "{name} ({code}) ఇప్పుడే మీ ఫోన్ నంబర్ చూశారు.",
  "viewers.numberNoticeTitle": "ఎవరో మీ నంబర్ చూశారు",
  "viewers.numberNoticeLink": "నా నంబర్ ఎవరు చూశారో చూడండి",
  // Photo requests: asking a member without visible photos, and the owner's one-tap answers
  "photoRequest.ask": "ఫోటోలు అడగండి",
  "photoRequest.asked": "మీరు ఫోటోలు అడిగారు",
  "photoRequest.sentToast": "మీ అభ్యర్థన పంపబడింది.",
  "photoRequest.failed": "అది జరగలేదు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  "photoRequest.allow": "ఈ సభ్యులకు నా ఫోటోలు చూపించండి",
  "photoRequest.addPhotos": "ఫోటోలు జోడించండి",
  "photoRequest.allowedToast": "ఇప్పుడు ఈ సభ్యులు మీ ఫోటోలు చూడగలరు.",
  "photoRequest.allowed": "ఈ సభ్యులకు మీ ఫోటోలు చూపించారు.",
} as const satisfies Record<keyof typeof privacyCopy, string>;
