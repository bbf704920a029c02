/** Telugu twin of ../landing.ts: the landing page and the contact buttons of the public pages. */
import type { landingCopy } from "../landing";

export const landingCopyTe = {
  "public.whatsappChat": "WhatsAppలో సందేశం పంపండి",
  "public.callUs": "{phone}కు ఫోన్ చేయండి",
  "public.opensInNewTab": "(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)",
  "public.lastUpdated": "చివరిగా మార్చిన తేదీ: {date}",
  "landing.heroEyebrow": "ఆంధ్రప్రదేశ్, తెలంగాణ, విదేశాల్లో ఉన్న తెలుగు కుటుంబాల కోసం",
  "landing.heroTitle": "{site}తో మీ జీవిత భాగస్వామిని వెతుక్కోండి",
  "landing.heroText": "తెలుగు కుటుంబాలు నమ్మే పెళ్లి సంబంధాల సేవ. ప్రతి ప్రొఫైల్‌ను ఇతరులకు చూపించే ముందు మా బృందం పరిశీలిస్తుంది.",
  "landing.register": "ఉచితంగా నమోదు చేసుకోండి",
  "landing.login": "లాగిన్",
  "landing.callPrompt": "మాతో మాట్లాడండి:",
  "landing.servicesTitle": "మా సేవలు",
  "landing.matchmakingTitle": "మీ కోసం ఎంపిక చేసిన సంబంధాలు",
  "landing.matchmakingText":
    "మీ కులం, మతం, ప్రాంతం, మీరు కోరుకునే సంబంధానికి సరిపడే ప్రొఫైళ్లనే మీకు చూపిస్తాం. అందుకే మీ సమయం తగిన సంబంధాలకే వెచ్చిస్తారు.",
  "landing.secureTitle": "సురక్షితమైన వేదిక",
  "landing.secureText":
    "ప్రతి ప్రొఫైల్‌ను మా బృందం ఆమోదిస్తుంది. ఫోటోలు ఆమోదం పొందిన సభ్యులకు మాత్రమే, ఫోన్ నంబర్లు ప్రీమియం సభ్యులకు మాత్రమే కనిపిస్తాయి.",
  "landing.supportTitle": "మీకు తోడుగా మా బృందం",
  "landing.supportText":
    "తెలుగులో గానీ ఇంగ్లీషులో గానీ మాకు ఫోన్ చేయండి, లేదా WhatsAppలో సందేశం పంపండి. మీ ప్రొఫైల్ తయారు చేయడంలో, కుటుంబాలతో మాట్లాడడంలో మేము సహాయం చేస్తాం.",
  "landing.achievementsTitle": "మా విజయాలు",
  "landing.matchesCount": "400+",
  "landing.matchesLabel": "మా ద్వారా కుదిరిన పెళ్లిళ్లు",
  "landing.statesCount": "2 రాష్ట్రాలు",
  "landing.statesLabel": "ఆంధ్రప్రదేశ్, తెలంగాణ, ఇంకా ప్రపంచమంతటా ఉన్న ఎన్నారై కుటుంబాలు",
  "landing.verifiedCount": "100%",
  "landing.verifiedLabel": "ప్రొఫైళ్లు ఇతరులకు చూపించే ముందే మా బృందం పరిశీలించినవి",
  "landing.testimonialsTitle": "కుటుంబాలు ఏమంటున్నాయంటే",
  "landing.testimonialOneQuote":
    "దాదాపు ఏడాదిగా సంబంధాలు వెతుకుతున్నాం. {site}లో చేరిన మూడు నెలల్లోనే మా కులం వారైన సందీప్ కుటుంబం పరిచయమైంది. అక్కడి సహాయ బృందం ఎన్నోసార్లు ఫోన్ చేసి, రెండు కుటుంబాలు కలుసుకునేలా సహాయం చేసింది. పోయిన ఫిబ్రవరిలో గుంటూరులో మా పెళ్లి జరిగింది.",
  "landing.testimonialOneName": "శ్రావణి, సందీప్",
  "landing.testimonialOnePlace": "గుంటూరు, ఆంధ్రప్రదేశ్",
  "landing.testimonialTwoQuote":
    "మా అబ్బాయి అమెరికాలో ఉద్యోగం చేస్తున్నాడు, అందుకే ఇక్కడి నుంచి సంబంధం వెతకడం కష్టమైంది. సహాయ బృందం నాకు అన్నీ తెలుగులో వివరించింది. ఎన్నారై ప్రొఫైళ్ల ద్వారా వరంగల్‌కు చెందిన మంచి అమ్మాయి సంబంధం దొరికింది. చాలా కృతజ్ఞతలు.",
  "landing.testimonialTwoName": "పద్మావతి (హరీష్ తల్లి)",
  "landing.testimonialTwoPlace": "వరంగల్, తెలంగాణ",
  "landing.rateUsTitle": "మా ద్వారా మీ సంబంధం కుదిరిందా?",
  "landing.rateUsText": "మీ అభిప్రాయం చూసి ఇతర కుటుంబాలు మమ్మల్ని నమ్ముతాయి.",
  "landing.rateUs": "మీ అభిప్రాయం తెలపండి",
} as const satisfies Record<keyof typeof landingCopy, string>;
