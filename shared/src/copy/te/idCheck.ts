/**
 * Telugu for ID and photo (selfie) verification (`../idCheck.ts`), with the same keys and placeholders.
 * Terms follow docs/telugu-glossary.md (పరిశీలన, ఫోటో, అప్‌లోడ్, సిబ్బంది, ప్రొఫైల్).
 */
import type { idCheckCopy } from "../idCheck";

export const idCheckCopyTe = {
  "idCheck.idTitle": "గుర్తింపు పత్రం",
  "idCheck.idIntro":
    "ఒక గుర్తింపు పత్రం స్పష్టమైన ఫోటో పంపండి. పేరు, పుట్టిన తేదీ మీ ప్రొఫైల్‌తో సరిపోతున్నాయో, ముఖం మీ ఫోటోలతో సరిపోతుందో సిబ్బంది పరిశీలిస్తారు.",
  "idCheck.documentType": "పత్రం",
  "idCheck.documentTypePlaceholder": "పత్రాన్ని ఎంచుకోండి",
  "idCheck.docAadhaar": "ఆధార్ కార్డు",
  "idCheck.docPan": "పాన్ కార్డు",
  "idCheck.docPassport": "పాస్‌పోర్ట్",
  "idCheck.docVoterId": "ఓటరు గుర్తింపు కార్డు",
  "idCheck.docDrivingLicence": "డ్రైవింగ్ లైసెన్స్",
  "idCheck.chooseDocumentFirst": "ముందుగా పత్రాన్ని ఎంచుకోండి.",
  "idCheck.uploadId": "పత్రం ఫోటో అప్‌లోడ్ చేయండి",

  "idCheck.photoTitle": "ఫోటో (సెల్ఫీ)",
  "idCheck.photoIntro": "ఇప్పుడే కెమెరా వైపు చూస్తూ, మంచి వెలుతురులో సెల్ఫీ తీసుకోండి. సిబ్బంది దాన్ని మీ ప్రొఫైల్ ఫోటోలతో పోల్చి చూస్తారు.",
  "idCheck.takeSelfie": "సెల్ఫీ తీసుకోండి",
  "idCheck.needProfilePhoto": "ముందుగా ప్రొఫైల్ ఫోటో జోడించండి: సిబ్బంది మీ సెల్ఫీని దానితో పోల్చి చూస్తారు.",
  "idCheck.addPhotos": "ఫోటోలు జోడించండి",

  "idCheck.privacyNote":
    "ఈ ఫైల్‌ను మా సిబ్బంది మాత్రమే చూస్తారు. వారు నిర్ణయం తీసుకోగానే అది తొలగించబడుతుంది; పత్రం రకం, నిర్ణయం, దాని తేదీ మాత్రమే ఉంచుతాం.",
  "idCheck.numberWarning": "మీ ఆధార్ నంబర్ గానీ ఏ పత్రం నంబర్ గానీ సైట్‌లో ఎక్కడా, మీ ప్రొఫైల్‌లో గానీ సందేశాల్లో గానీ రాయవద్దు.",

  "idCheck.stateNone": "ఇంకా పంపలేదు",
  "idCheck.stateWaiting": "సిబ్బంది పరిశీలన కోసం వేచి ఉంది ({date}న పంపారు)",
  "idCheck.stateApproved": "{date}న ధృవీకరించబడింది",
  "idCheck.stateRejected": "ధృవీకరించబడలేదు: {reason}",
  "idCheck.stateRevokedId": "ఇక ధృవీకరించబడలేదు: పరిశీలన తర్వాత మీ పేరు లేదా పుట్టిన తేదీ మారింది. దయచేసి పత్రాన్ని మళ్లీ పంపండి.",
  "idCheck.stateRevokedPhoto": "ఇక ధృవీకరించబడలేదు: పరిశీలన తర్వాత కొత్త ఫోటో జోడించారు. దయచేసి కొత్త సెల్ఫీ తీసుకోండి.",
  "idCheck.sendAgain": "మీరు కొత్త ఫోటో పంపవచ్చు.",
  "idCheck.replaceHint": "తప్పు ఫోటో పంపారా? ఇంకొకటి పంపండి: అది మొదటిదాని స్థానంలో ఉంటుంది.",
  "idCheck.uploading": "ఫోటో పంపుతున్నాం...",
  "idCheck.sent": "పంపాం. సిబ్బంది త్వరలో పరిశీలిస్తారు.",
  "idCheck.networkFailed": "మీ ఇంటర్నెట్ కనెక్షన్ చూసుకుని మళ్లీ ప్రయత్నించండి.",
  "idCheck.sendFailed": "ఫోటో పంపలేకపోయాం: {error}",

  "idCheck.errorNotImage": "ఫోటో పంపండి (JPG, PNG లేదా WebP).",
  "idCheck.errorTooLarge": "ఫోటో గరిష్ఠంగా 5 MB ఉండవచ్చు.",
  "idCheck.errorDocumentType": "ఇది ఏ పత్రమో ఎంచుకోండి.",
  "idCheck.errorAlreadyVerified": "ఇది ఇప్పటికే ధృవీకరించబడింది.",
  "idCheck.errorNoProfilePhoto": "సెల్ఫీ పంపే ముందు ప్రొఫైల్ ఫోటో జోడించండి.",
  "idCheck.errorNotFound": "ఈ ఫైల్ కనిపించలేదు. దయచేసి మళ్లీ అప్‌లోడ్ చేయండి.",
  "idCheck.errorRateLimited": "చాలా ఎక్కువ అప్‌లోడ్‌లు. దయచేసి {wait} తర్వాత మళ్లీ ప్రయత్నించండి.",
} as const satisfies Record<keyof typeof idCheckCopy, string>;
