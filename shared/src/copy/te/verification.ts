/**
 * Telugu for mobile and email verification and the badges (`../verification.ts`), with the same keys and
 * placeholders. Terms follow docs/telugu-glossary.md (ధృవీకరించు, మొబైల్ నంబర్, ఈమెయిల్ చిరునామా, కోడ్, సిబ్బంది).
 */
import type { verificationCopy } from "../verification";

export const verificationCopyTe = {
  "verification.pageTitle": "నా ప్రొఫైల్‌ను ధృవీకరించండి",
  "verification.intro":
    "ధృవీకరించిన వివరాలు కుటుంబాలు మీ ప్రొఫైల్‌ను నమ్మడానికి సహాయపడతాయి. మీరు పొందిన ప్రతి బ్యాడ్జ్ మీ కార్డుపై, మీ ప్రొఫైల్ పేజీలో కనిపిస్తుంది.",
  "verification.stateVerified": "ధృవీకరించబడింది",
  "verification.stateNotVerified": "ధృవీకరించలేదు",
  "verification.verifiedMeaning":
    "మొబైల్ నంబర్ ధృవీకరించబడి, గుర్తింపు పత్రం లేదా ఫోటోను సిబ్బంది ధృవీకరించిన ప్రొఫైల్‌ను ధృవీకరించిన ప్రొఫైల్‌గా పరిగణిస్తాం.",

  "verification.badgeMobile": "మొబైల్",
  "verification.badgeEmail": "ఈమెయిల్",
  "verification.badgeId": "ఐడీ",
  "verification.badgePhoto": "ఫోటో",
  "verification.badgeMobileTitle": "మొబైల్ నంబర్ కోడ్‌తో ధృవీకరించబడింది",
  "verification.badgeEmailTitle": "ఈమెయిల్ చిరునామా ధృవీకరించబడింది",
  "verification.badgeIdTitle": "గుర్తింపు పత్రాన్ని సిబ్బంది పరిశీలించారు",
  "verification.badgePhotoTitle": "ఫోటోను సిబ్బంది సెల్ఫీతో పోల్చి పరిశీలించారు",
  "verification.badgesLabel": "ధృవీకరించినవి: {list}",

  "verification.mobileTitle": "మొబైల్ నంబర్",
  "verification.mobileIntro":
    "{last4}తో ముగిసే మీ నంబర్‌కు ఎస్ఎంఎస్ ద్వారా 6 అంకెల కోడ్ పంపుతాం. మీ నంబర్‌ను ధృవీకరించడానికి దాన్ని ఇక్కడ టైప్ చేయండి.",
  "verification.mobileVerified": "{last4}తో ముగిసే మీ మొబైల్ నంబర్ ధృవీకరించబడింది.",
  "verification.sendCode": "కోడ్ పంపండి",
  "verification.sending": "పంపుతున్నాం...",
  "verification.resendCode": "కొత్త కోడ్ పంపండి",
  "verification.resendIn": "{seconds} సెకన్లలో కొత్త కోడ్ అడగవచ్చు.",
  "verification.codeSent": "{last4}తో ముగిసే మీ నంబర్‌కు కోడ్ పంపాం. అది 10 నిమిషాలు చెల్లుతుంది.",
  "verification.codeLabel": "6 అంకెల కోడ్",
  "verification.verifyButton": "ధృవీకరించండి",
  "verification.mobileSuccess": "మీ మొబైల్ నంబర్ ధృవీకరించబడింది.",
  "verification.changeNumberNote": "మీ ప్రొఫైల్‌లో మొబైల్ నంబర్ మారిస్తే, కొత్త నంబర్‌ను ఇక్కడ మళ్లీ ధృవీకరించండి.",
  "verification.noMobile": "ముందుగా మీ ప్రొఫైల్‌లో మొబైల్ నంబర్ జోడించండి.",

  "verification.errorWrong": "ఆ కోడ్ సరైనది కాదు. మిగిలిన ప్రయత్నాలు: {attempts}.",
  "verification.errorExpired": "ఈ కోడ్ గడువు ముగిసింది. కొత్త కోడ్ అడగండి.",
  "verification.errorTooManyAttempts": "చాలాసార్లు తప్పు కోడ్ టైప్ చేశారు. కొత్త కోడ్ అడగండి.",
  "verification.errorNoCode": "ముందుగా కోడ్ అడగండి.",
  "verification.errorOtherNumber": "కోడ్ పంపిన తర్వాత మొబైల్ నంబర్ మారింది. కొత్త కోడ్ అడగండి.",
  "verification.errorResendTooSoon": "{seconds} సెకన్లలో కొత్త కోడ్ అడగవచ్చు.",
  "verification.errorTooManyCodes": "ఈ నంబర్‌కు లేదా ఖాతాకు చాలా కోడ్‌లు పంపాం. దయచేసి {wait} తర్వాత మళ్లీ ప్రయత్నించండి.",
  "verification.errorSmsFailed": "ఎస్ఎంఎస్ పంపలేకపోయాం. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.",
  "verification.errorAlreadyVerified": "ఈ మొబైల్ నంబర్ ఇప్పటికే ధృవీకరించబడింది.",

  "verification.emailTitle": "ఈమెయిల్ చిరునామా",
  "verification.emailVerified": "మీ ఈమెయిల్ చిరునామా ధృవీకరించబడింది.",
  "verification.emailUnverified":
    "మీ ఈమెయిల్ చిరునామా ఇంకా ధృవీకరించలేదు. మీరు నమోదు చేసుకున్నప్పుడు పంపిన మెయిల్‌లోని లింక్ తెరిచి, మళ్లీ సైన్ ఇన్ చేయండి.",

  "verification.verifiedOnlyLabel": "ధృవీకరించిన ప్రొఫైల్‌లు మాత్రమే",
  "verification.verifiedOnlyHelp": "మొబైల్ నంబర్ ధృవీకరించబడి, గుర్తింపు పత్రం లేదా ఫోటోను సిబ్బంది ధృవీకరించిన ప్రొఫైల్‌లను మాత్రమే చూపించు.",
} satisfies Record<keyof typeof verificationCopy, string>;
