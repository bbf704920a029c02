/**
 * Telugu twin of ../core.ts: the spec's messages and the server's error texts. The spec's English wording is
 * verbatim in ../core.ts; here each gets the natural Telugu a parent would read, in the polite మీరు form.
 * Terms follow docs/telugu-glossary.md. The console.* answers are translated for completeness although the
 * staff console stays in English.
 */
import { JATAKAM_MAX_MB } from "../../rules/jatakam";
import { PHOTO_MAX_COUNT, PHOTO_MAX_MB } from "../../rules/photos";
import type { coreMessages } from "../core";

export const coreMessagesTe = {
  // Login (SPEC §5, §8)
  "login.fillAllFields": "దయచేసి అన్ని వివరాలూ నింపండి.",
  "login.failed": "లాగిన్ కాలేదు. మీ ఈమెయిల్, పాస్‌వర్డ్ సరిచూసుకోండి.",
  "login.success": "విజయవంతంగా లాగిన్ అయ్యారు!",

  // Logout (SPEC §2, §8)
  "logout.success": "విజయవంతంగా లాగౌట్ అయ్యారు.",
  "logout.failed": "లాగౌట్ కాలేదు.",

  // Registration step 1, in the order SPEC §5 checks it
  "register.emailRequired": "ముందుకు వెళ్లాలంటే ఈమెయిల్ తప్పనిసరి.",
  "register.emailInvalid": "సరైన ఈమెయిల్ చిరునామా ఇవ్వండి, ఉదా. name@example.com.",
  "register.passwordRequired": "దయచేసి ఒక పాస్‌వర్డ్ పెట్టుకోండి.",
  "register.passwordTooShort": "పాస్‌వర్డ్‌లో కనీసం 6 అక్షరాలు ఉండాలి.",
  "register.passwordTooLong": "పాస్‌వర్డ్ 128 అక్షరాలకు మించకూడదు.",
  "register.fullNameRequired": "పూర్తి పేరు రాయండి.",
  "register.residenceTypeRequired": "మీరు ఎక్కడ ఉంటున్నారో (భారతదేశం లేదా ఎన్నారై) ఎంచుకోండి.",
  "register.casteRequired": "మీ కులం ఎంచుకోండి.",
  "register.religionRequired": "మీ మతం ఎంచుకోండి.",
  "register.mobileRequired": "మీ మొబైల్ నంబర్ ఇవ్వండి.",
  "register.heightRequired": "మీ ఎత్తు ఎంచుకోండి.",
  "register.maritalStatusRequired": "మీ వైవాహిక స్థితి ఎంచుకోండి.",
  "register.dobRequired": "మీ పుట్టిన తేదీ ఇవ్వండి.",
  "register.genderRequired": "మీరు వధువా, వరుడా ఎంచుకోండి.",
  // Step 1 conditions the spec does not name
  "register.countryRequired": "మీరు ఉంటున్న దేశం ఎంచుకోండి.",
  "register.otherCountryRequired": "మీరు ఉంటున్న దేశం పేరు రాయండి.",

  // Registration step 2
  "register.fatherNameRequired": "మీ తండ్రి పేరు రాయండి.",
  "register.motherNameRequired": "మీ తల్లి పేరు రాయండి.",
  "register.nativeStateRequired": "మీ సొంత రాష్ట్రం ఎంచుకోండి.",
  "register.presentResidenceRequired": "మీరు ప్రస్తుతం ఎక్కడ ఉంటున్నారో రాయండి.",
  "register.districtRequired": "మీ సొంత జిల్లా ఎంచుకోండి.",
  "register.districtInvalid": "మీ సొంత రాష్ట్రంలోని జిల్లాల జాబితా నుంచి ఒక జిల్లా ఎంచుకోండి.",
  "register.nativeStateOtherRequired": "మీ సొంత రాష్ట్రం పేరు రాయండి.",
  "register.brothersInvalid": "అన్నదమ్ముల సంఖ్య 0 నుంచి 20 మధ్య పూర్ణ సంఖ్య అయి ఉండాలి.",
  "register.sistersInvalid": "అక్కచెల్లెళ్ల సంఖ్య 0 నుంచి 20 మధ్య పూర్ణ సంఖ్య అయి ఉండాలి.",

  // Registration step 3
  "register.educationRequired": "మీ చదువు వివరాలు రాయండి.",
  "register.professionRequired": "మీ వృత్తి ఎంచుకోండి.",
  "register.professionSectorRequired": "మీ వృత్తి రంగం ఎంచుకోండి.",

  // Registration step 4 and submit
  "register.partnerSectorRequired": "మీ జీవిత భాగస్వామి ఏ వృత్తి రంగంలో ఉండాలో ఎంచుకోండి.",
  "register.partnerStateRequired": "మీ జీవిత భాగస్వామి ఏ రాష్ట్రం వారై ఉండాలో ఎంచుకోండి.",
  "register.termsRequired": "నమోదు చేసుకోవడానికి దయచేసి నియమ నిబంధనలను అంగీకరించండి.",
  "register.emailInUse": "ఈ ఈమెయిల్‌తో ఇప్పటికే నమోదు జరిగింది.",
  "register.failed": "నమోదు పూర్తి కాలేదు.",
  "register.success": "నమోదు విజయవంతమైంది!",

  // Format and range checks shared by registration and edit
  "validation.phoneInvalid": "సరైన మొబైల్ నంబర్ ఇవ్వండి: భారతదేశంలో అయితే 10 అంకెలు, ఇతర దేశాల్లో అయితే + గుర్తు, దేశం కోడ్‌తో కలిపి.",
  "validation.dobFormat": "పుట్టిన తేదీని రోజు/నెల/సంవత్సరం (DD/MM/YYYY) రూపంలో ఇవ్వండి, ఉదా. 05/08/1996.",
  "validation.dobNotADate": "ఆ తేదీ క్యాలెండర్‌లో లేదు. రోజు, నెల సరిచూసుకోండి.",
  "validation.dobImplausible": "మీ అసలు పుట్టిన తేదీ ఇవ్వండి.",
  "validation.underAgeGroom": "నమోదు చేసుకోవడానికి వరుడికి కనీసం 21 ఏళ్లు నిండి ఉండాలి.",
  "validation.underAgeBride": "నమోదు చేసుకోవడానికి వధువుకు కనీసం 18 ఏళ్లు నిండి ఉండాలి.",
  "validation.underAge": "మీకు కనీసం 18 ఏళ్లు నిండి ఉండాలి.",
  "validation.invalidOption": "జాబితాలో ఉన్నవాటిలో ఒకటి ఎంచుకోండి.",
  "validation.nameTooLong": "పేర్లు 100 అక్షరాలకు మించకూడదు.",
  "validation.shortTextTooLong": "ఇది 100 అక్షరాలకు మించకూడదు.",
  "validation.textTooLong": "ఇది 500 అక్షరాలకు మించకూడదు.",
  "validation.notText": "ఇక్కడ అక్షరాలతో రాయాలి.",
  "validation.aboutTooLong": "ఇది 1,000 అక్షరాలకు మించకూడదు.",
  "validation.aboutHasContact": "దయచేసి ఫోన్ నంబర్లు, ఈమెయిల్ చిరునామాలు, లింకులు తీసివేయండి. సభ్యులు యాప్ ద్వారానే మిమ్మల్ని సంప్రదిస్తారు.",
  "validation.marriedBrothersTooMany": "పెళ్లైన అన్నదమ్ములు మొత్తం అన్నదమ్ముల కంటే ఎక్కువ ఉండకూడదు.",
  "validation.marriedSistersTooMany": "పెళ్లైన అక్కచెల్లెళ్లు మొత్తం అక్కచెల్లెళ్ల కంటే ఎక్కువ ఉండకూడదు.",
  "validation.hiddenCharacters": "ఈ వచనంలో కనిపించని నియంత్రణ అక్షరాలు ఉన్నాయి (సాధారణంగా కాపీ చేసి అతికించినప్పుడు వస్తాయి). దయచేసి మళ్లీ టైప్ చేయండి.",

  // Refine partner preferences
  "refine.ageInvalid": "18 నుంచి 70 మధ్య వయసు ఎంచుకోండి, లేదా పట్టింపు లేదు అని ఎంచుకోండి.",
  "refine.ageOrder": "కనిష్ఠ వయసు గరిష్ఠ వయసు కంటే ఎక్కువగా ఉండకూడదు.",
  "refine.heightInvalid": "జాబితాలోని ఎత్తు ఎంచుకోండి, లేదా పట్టింపు లేదు అని ఎంచుకోండి.",
  "refine.heightOrder": "కనిష్ఠ ఎత్తు గరిష్ఠ ఎత్తు కంటే ఎక్కువగా ఉండకూడదు.",
  "refine.chooseAtLeastOne": "కనీసం ఒకటి ఎంచుకోండి, లేదా పట్టింపు లేదు అని ఎంచుకోండి.",
  "refine.minGunaInvalid": "కనీస గుణాల సంఖ్య 0 నుంచి 36 మధ్య పూర్ణ సంఖ్య అయి ఉండాలి.",

  // Home (SPEC §4, §8)
  "home.userNotFound": "మీ వివరాలు దొరకలేదు.",
  "home.fetchFailed": "మీ వివరాలు లోడ్ కాలేదు.",
  "home.noMatches": "మీకు సరిపడే సంబంధాలు ఏవీ దొరకలేదు.",
  "home.underVerification": "మీ ఖాతా పరిశీలనలో ఉంది",
  "home.underVerificationDetail": "ఆమోదానికి 24 గంటలు లేదా అంతకంటే ఎక్కువ సమయం పడుతుంది.",

  // Photos (SPEC §4, §8)
  "photo.uploading": "ఫోటో అప్‌లోడ్ అవుతోంది...",
  "photo.uploaded": "ఫోటో విజయవంతంగా అప్‌లోడ్ అయింది.",
  "photo.uploadFailed": "ఫోటో అప్‌లోడ్ కాలేదు: {error}",

  // Profile (SPEC §5, §8)
  "profile.fullNameRequired": "పూర్తి పేరు తప్పనిసరి.",
  "profile.mobileRequired": "మొబైల్ నంబర్ తప్పనిసరి.",
  "profile.dateOfBirthLocked": "మీ పుట్టిన తేదీని ఇక్కడ మార్చలేరు. అది తప్పుగా ఉంటే, సరిచేయడానికి దయచేసి సపోర్ట్‌కు కాల్ చేయండి.",
  "profile.otherProfessionRequired": "దయచేసి మీ వృత్తి ఏమిటో రాయండి.",
  "profile.notFound": "ప్రొఫైల్ వివరాలు ఏవీ దొరకలేదు.",
  "profile.fetchFailed": "ప్రొఫైల్ వివరాలు లోడ్ కాలేదు.",
  "profile.updated": "మీ ప్రొఫైల్ మార్పులు విజయవంతంగా సేవ్ అయ్యాయి!",
  "profile.updateFailed": "ప్రొఫైల్ మార్పులు సేవ్ కాలేదు.",
  "profile.noData": "లోపం: ప్రొఫైల్ వివరాలు అందుబాటులో లేవు.",

  // Forgot password (SPEC §8)
  "forgotPassword.sent": "పాస్‌వర్డ్ మార్చుకునే ఈమెయిల్ పంపాం!",
  "forgotPassword.failed": "పాస్‌వర్డ్ మార్చుకునే ఈమెయిల్ పంపలేకపోయాం. మీ ఈమెయిల్ చిరునామా సరిచూసుకోండి.",

  // Password update (SPEC §5, §8)
  "password.currentRequired": "మీ ప్రస్తుత పాస్‌వర్డ్ ఇవ్వండి.",
  "password.newRequired": "కొత్త పాస్‌వర్డ్ ఇవ్వండి.",
  "password.mismatch": "రెండు పాస్‌వర్డ్‌లు ఒకేలా లేవు.",
  "password.currentIncorrect": "ప్రస్తుత పాస్‌వర్డ్ తప్పు.",
  "password.updated": "పాస్‌వర్డ్ విజయవంతంగా మారింది.",

  // Recently viewed (SPEC §8)
  "recentlyViewed.loginRequired": "ఈ పేజీ చూడాలంటే మీరు లాగిన్ అయి ఉండాలి.",
  "recentlyViewed.userNotFound": "మీ వివరాలు దొరకలేదు.",
  "recentlyViewed.fetchFailed": "ఇటీవల చూసిన ప్రొఫైళ్లు లోడ్ కాలేదు. కాసేపాగి మళ్లీ ప్రయత్నించండి.",

  // Matching preference page (SPEC §8)
  "preference.noUserData": "మీ వివరాలు అందుబాటులో లేవు",
  "preference.notLoggedIn": "మీరు లాగిన్ అవ్వలేదు...",

  // Contact reveal (SPEC §4)
  "contact.paidOnly": "సంప్రదింపు వివరాలు చందా చెల్లించిన సభ్యులకు మాత్రమే కనిపిస్తాయి.",
  "contact.countdown": "ఇంకా {n} సెకన్లు",
  "contact.notProvided": "ఇవ్వలేదు",
  "contact.planQuotaUsed": "మీ ప్లాన్‌లో ఉన్నన్ని సంప్రదింపు వివరాలు మీరు చూశారు. మరిన్ని చూడాలంటే చందా పేజీలో ప్లాన్ ఎంచుకోండి.",
  "contact.dailyLimit": "ఈ రోజుకు అనుమతించినన్ని సంప్రదింపు వివరాలు ఇప్పటికే చూశారు. మరో {wait} ఆగితే మరిన్ని చూడవచ్చు.",
  "interest.self": "మీకు మీరే ఆసక్తి పంపుకోలేరు.",
  "interest.sameGender": "ఎదుటి లింగం సభ్యులకు మాత్రమే ఆసక్తి పంపగలరు.",
  "interest.messageRequired": "ఒక సందేశాన్ని ఎంచుకోండి, లేదా మీరే చిన్న సందేశం రాయండి.",
  "interest.noteTooLong": "మీ సందేశం 300 అక్షరాల లోపు ఉండాలి.",
  "interest.alreadySent": "ఈ సభ్యులకు మీరు ఇప్పటికే ఆసక్తి పంపారు. దయచేసి వారి సమాధానం కోసం ఆగండి.",
  "interest.alreadyReceived": "ఈ సభ్యులు ఇప్పటికే మీకు ఆసక్తి పంపారు. ఆసక్తులు పేజీలో దాన్ని అంగీకరించవచ్చు.",
  "interest.alreadyAccepted": "మీరిద్దరూ ఇప్పటికే ఒకరి ఆసక్తిని ఒకరు అంగీకరించారు.",
  "interest.declinedBefore": "ఈ సభ్యులు మీ ఆసక్తిని తిరస్కరించారు, కాబట్టి మరొకటి పంపలేరు.",
  "interest.notPending": "ఈ ఆసక్తికి ఇప్పటికే సమాధానం వచ్చింది, లేదా అది వెనక్కి తీసుకోబడింది, లేదా గడువు ముగిసింది.",
  "interest.withdrawnRecently": "మీరు ఇటీవల ఈ సభ్యులకు పంపిన ఆసక్తిని వెనక్కి తీసుకున్నారు. వెనక్కి తీసుకున్న 30 రోజుల తర్వాత మరొకటి పంపవచ్చు.",
  "interest.withdrawWindow": "ఆసక్తి పంపిన 24 గంటల లోపే దాన్ని వెనక్కి తీసుకోగలరు.",
  "interest.dailyLimit": "ఈ రోజుకు అనుమతించినన్ని ఆసక్తులు (15) ఇప్పటికే పంపారు. మరో {wait} ఆగితే మరిన్ని పంపవచ్చు.",

  // Subscription pages (SPEC §2, §4, §8)
  "account.notProvided": "ఇవ్వలేదు",
  "subscription.loginRequired": "మీ చందా వివరాలు చూడాలంటే దయచేసి లాగిన్ అవ్వండి.",
  "subscription.upgradeTitle": "ప్రీమియం ప్లాన్ తీసుకోండి",
  "payment.planText": "ప్రీమియం ప్లాన్: ₹999 (జీఎస్టీతో కలిపి)",
  "payment.checkoutDescription": "ప్రీమియం ప్లాన్ చందా",
  "payment.fetchFailed": "మీ వివరాలు లోడ్ కాలేదు. మళ్లీ ప్రయత్నించండి.",
  "payment.saveFailed": "చెల్లింపు వివరాలు సేవ్ కాలేదు. దయచేసి మా సహాయ బృందాన్ని సంప్రదించండి.",
  "payment.dismissed": "చెల్లింపు మధ్యలోనే ఆపేశారు. దయచేసి మళ్లీ ప్రయత్నించండి.",
  // Premium payments, server answers
  "payment.unavailable": "ప్రస్తుతం ఆన్‌లైన్ చెల్లింపు అందుబాటులో లేదు. కాసేపాగి ప్రయత్నించండి, లేదా మా సహాయ బృందాన్ని సంప్రదించండి.",
  "payment.providerFailed": "చెల్లింపు సేవ నుంచి స్పందన రాలేదు. కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.",
  "payment.orderNotFound": "ఈ చెల్లింపు మాకు కనిపించలేదు. దయచేసి మా సహాయ బృందాన్ని సంప్రదించండి.",
  "payment.verificationFailed": "ఈ చెల్లింపును నిర్ధారించలేకపోయాం. మీ ఖాతా నుంచి డబ్బు కట్ అయి ఉంటే, దయచేసి మా సహాయ బృందాన్ని సంప్రదించండి.",
  "payment.tooManyAttempts": "చాలాసార్లు చెల్లించడానికి ప్రయత్నించారు. కొంతసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
  "plans.notFound": "ఈ ప్లాన్ లేదు. దయచేసి జాబితాలోని ప్లాన్‌ను ఎంచుకోండి.",
  "plans.retired": "ఈ ప్లాన్ ఇప్పుడు అమ్మకంలో లేదు. దయచేసి మరో ప్లాన్ ఎంచుకోండి.",
  "coupon.notYet": "ఈ కూపన్‌ను ఇంకా వాడలేరు.",
  "coupon.expired": "ఈ కూపన్ గడువు ముగిసింది.",
  "coupon.usedUp": "ఈ కూపన్ వాడకం పూర్తయింది.",
  "coupon.alreadyUsed": "మీరు ఈ కూపన్‌ను ఇప్పటికే వాడారు.",
  "coupon.tooManyTries": "చాలా కూపన్ కోడ్‌లు ప్రయత్నించారు. దయచేసి {wait}లో మళ్లీ ప్రయత్నించండి.",

  // Test payment page (SPEC §2, §8)
  "testPayment.button": "1 రూపాయి చెల్లించండి",
  "testPayment.initiationFailed": "చెల్లింపు మొదలు కాలేదు",
  "testPayment.error": "చెల్లింపు మొదలుపెట్టడంలో లోపం",
  // Test payment endpoint answers (POST /api/payment/create-payment)
  "testPayment.invalidBody": "మొత్తం, పేరు, ఫోన్ నంబర్‌ను JSON రూపంలో పంపండి.",
  "testPayment.amountInvalid": "పరీక్ష చెల్లింపు 1 రూపాయి మాత్రమే.",
  "testPayment.nameRequired": "మీ పేరు రాయండి.",
  "testPayment.phoneRequired": "మీ ఫోన్ నంబర్ ఇవ్వండి.",
  "testPayment.originNotAllowed": "చెల్లింపులను Telugu Matrimony వెబ్‌సైట్ నుంచి మాత్రమే మొదలుపెట్టవచ్చు.",
  "testPayment.proofRequired": "ఈ అభ్యర్థనను మీ బ్రౌజర్ నిర్ధారించాలి. దయచేసి బటన్‌ను మళ్లీ నొక్కండి.",

  // Calculator coupons (SPEC §5)
  "coupon.invalid": "ఈ కూపన్ కోడ్ చెల్లదు",
  "coupon.applied": "కూపన్ వర్తించింది",

  // Account deletion (SPEC §5, §8)
  "deleteAccount.passwordRequired": "ఖాతా తొలగింపును నిర్ధారించడానికి దయచేసి మీ పాస్‌వర్డ్ ఇవ్వండి.",
  "deleteAccount.failed": "ఖాతా తొలగించడంలో లోపం: {error}",
  "deleteAccount.success": "మీ ఖాతాను విజయవంతంగా తొలగించాం.",

  // Unknown route (SPEC §2, §8)
  "notFound.title": "అయ్యో! ఈ పేజీ దొరకలేదు",

  // Server errors (ConvexError messages)
  "error.notSignedIn": "కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి.",
  "error.noProfile": "ముందుగా మీ నమోదు పూర్తి చేయండి.",
  "error.emailMismatch": "మీరు లాగిన్ అయిన ఈమెయిల్ చిరునామానే వాడండి.",
  "error.notApproved": "మీ ఖాతా పరిశీలనలో ఉంది. ఆమోదం పొందిన తర్వాత ఇది అందుబాటులోకి వస్తుంది.",
  "error.forbidden": "దీనికి మీకు అనుమతి లేదు.",
  "error.notFound": "మీరు వెతుకుతున్నది మాకు దొరకలేదు.",
  "error.profileExists": "మీరు ఇప్పటికే ప్రొఫైల్ నమోదు చేసుకున్నారు.",
  "error.accountDeleted": "ఈ ఖాతా తొలగించబడింది. మళ్లీ నమోదు కావాలంటే దయచేసి కొత్త ఖాతాతో సైన్ అప్ అవ్వండి.",
  "error.premiumRequired": "ఇది ప్రీమియం సభ్యులకు మాత్రమే.",
  "error.photoNotFound": "ఆ ఫోటో దొరకలేదు.",
  "error.photoNotImage": "ఫోటో ఫైళ్లను మాత్రమే అప్‌లోడ్ చేయగలరు.",
  "error.photoTooLarge": `ఒక్కో ఫోటో ${String(PHOTO_MAX_MB)} MB కి మించకూడదు.`,
  "jatakam.wrongType": "జాతకం JPG, PNG, WebP చిత్రం లేదా PDF అయి ఉండాలి.",
  "jatakam.tooLarge": `జాతకం ${String(JATAKAM_MAX_MB)} MB కి మించకూడదు.`,
  "jatakam.notFound": "ఆ జాతకం ఫైల్ దొరకలేదు. దయచేసి మళ్లీ అప్‌లోడ్ చేయండి.",
  "error.photoLimit": `మీరు గరిష్ఠంగా ${String(PHOTO_MAX_COUNT)} ఫోటోలు అప్‌లోడ్ చేయవచ్చు.`,
  "error.invalidInput": "కొన్ని వివరాలు లేవు లేదా సరిగా లేవు. దయచేసి ఫారం సరిచూసుకోండి.",
  "limit.memberPages": "మీరు తక్కువ సమయంలో చాలా ప్రొఫైళ్లు తెరిచారు. మరో {wait} ఆగితే మరిన్ని తెరవవచ్చు.",
  "limit.matchPages": "మీరు తక్కువ సమయంలో చాలా సంబంధాల పేజీలు తెరిచారు. మరో {wait} ఆగితే మరిన్ని చూడవచ్చు.",
  "limit.uploads": "మీరు తక్కువ సమయంలో చాలా ఫోటో అప్‌లోడ్‌లు మొదలుపెట్టారు. మరో {wait} ఆగితే మళ్లీ అప్‌లోడ్ చేయవచ్చు.",
  "push.badSubscription": "ఈ ఫోన్ అలర్ట్ సెట్టింగ్‌లు సేవ్ కాలేదు. దయచేసి అలర్ట్‌లను ఆఫ్ చేసి మళ్లీ ఆన్ చేయండి.",
  "limit.pushSubscriptions": "ఈ రోజు అలర్ట్‌లు చాలాసార్లు ఆన్ చేశారు. దయచేసి {wait} తర్వాత మళ్లీ ప్రయత్నించండి.",
  "limit.staffContactViews": "ఈ రోజు మీరు చాలామంది సభ్యుల సంప్రదింపు వివరాలు తెరిచారు. మరో {wait} ఆగితే మరిన్ని తెరవవచ్చు.",
  "limit.preferenceSwitches": "ఈ రోజు మీరు భాగస్వామి ప్రాధాన్యత రకాన్ని లేదా రాష్ట్రాన్ని చాలాసార్లు మార్చారు. మరో {wait} ఆగితే మళ్లీ మార్చవచ్చు.",
  "limit.profileChanges":
    "ఈ రోజు మీరు పేరు, వైవాహిక స్థితి, కులం లేదా మతం మార్పులను చాలాసార్లు పరిశీలనకు పంపారు. మరో {wait} ఆగితే మళ్లీ పంపవచ్చు.",
  "limit.testPayment": "చాలా చెల్లింపు లింకులు అడిగారు. దయచేసి {wait} ఆగి మళ్లీ ప్రయత్నించండి.",

  // Sign-in service failures, by the auth interface's error code
  "authError.invalidCredentials": "ఈమెయిల్ లేదా పాస్‌వర్డ్ సరికాదు.",
  "authError.wrongPassword": "పాస్‌వర్డ్ సరికాదు.",
  "authError.invalidCode": "కోడ్ లేదా లింక్ సరికాదు, లేదా గడువు ముగిసింది. దయచేసి కొత్తది అడగండి.",
  "authError.network": "లాగిన్ సేవను చేరుకోలేకపోయాం. దయచేసి మీ ఇంటర్నెట్ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.",
  "authError.rateLimited": "చాలాసార్లు ప్రయత్నించారు. దయచేసి {wait} ఆగి మళ్లీ ప్రయత్నించండి.",
  "authError.rateLimitedNoWait": "చాలాసార్లు ప్రయత్నించారు. దయచేసి కొంతసేపు ఆగి మళ్లీ ప్రయత్నించండి.",

  // Staff console (admin and support); server answers of convex/admin/*
  "console.cannotApprove": "ఆమోదం కోసం ఎదురుచూస్తున్న లేదా తిరస్కరించిన సభ్యులను మాత్రమే ఆమోదించగలరు; నిలిపివేసిన సభ్యులను తిరిగి చేర్చండి.",
  "console.cannotReject": "ఆమోదం కోసం ఎదురుచూస్తున్న సభ్యులను మాత్రమే తిరస్కరించగలరు.",
  "console.alreadySuspended": "ఈ సభ్యుల ఖాతా ఇప్పటికే నిలిపివేయబడింది.",
  "console.notSuspended": "నిలిపివేసిన సభ్యులను మాత్రమే తిరిగి చేర్చగలరు.",
  "console.reasonRequired": "దయచేసి కారణం రాయండి; అది సభ్యులకు కనిపిస్తుంది.",
  "console.reasonTooLong": "కారణం 500 అక్షరాల లోపు ఉండాలి.",
  "console.tooManyIds": "ఒకేసారి గరిష్ఠంగా 50 మంది సభ్యులను ఎంచుకోండి.",
  "console.tooManyPhotos": "ఒకేసారి గరిష్ఠంగా 50 ఫోటోలను ఎంచుకోండి.",
  "console.photoAlreadyReviewed": "ఈ ఫోటోను ఇప్పటికే పరిశీలించారు, లేదా సభ్యులు దాన్ని తీసివేశారు.",
  "console.fieldNotEditable": "ఈ వివరాన్ని ఇక్కడ మార్చలేరు.",
  "console.confirmMismatch": "తొలగింపును నిర్ధారించడానికి ఆ సభ్యుల ప్రొఫైల్ కోడ్ టైప్ చేయండి.",
  "console.amountInvalid": "చెల్లించిన మొత్తాన్ని ₹1 నుంచి ₹50,000 మధ్య ఇవ్వండి.",
  "console.referenceRequired": "చెల్లింపు రిఫరెన్స్ (రసీదు, UPI లేదా చెక్ నంబర్) ఇవ్వండి.",
  "console.referenceTooLong": "చెల్లింపు రిఫరెన్స్ 100 అక్షరాల లోపు ఉండాలి.",
  "console.paidOnInvalid": "చెల్లింపు తేదీని DD/MM/YYYY రూపంలో ఇవ్వండి.",
  "console.paidOnFuture": "చెల్లింపు తేదీ భవిష్యత్తులో ఉండకూడదు.",
  "console.paidOnTooOld": "చెల్లింపు తేదీ ఏడాది కంటే పాతది.",
  "console.duplicateReference": "ఈ రిఫరెన్స్‌తో ఒక చెల్లింపు ఈ సభ్యుల పేరున ఇప్పటికే నమోదై ఉంది.",
  "console.planKeyInvalid": "ప్లాన్‌కు 2 నుంచి 30 చిన్న ఆంగ్ల అక్షరాలు, అంకెలు లేదా హైఫన్‌లతో కీ ఇవ్వండి.",
  "console.planKeyExists": "ఈ కీతో ప్లాన్ ఇప్పటికే ఉంది.",
  "console.planNameRequired": "ప్లాన్‌కు తెలుగులో, ఇంగ్లీషులో పేరు ఇవ్వండి, ఒక్కొక్కటి 60 అక్షరాల లోపు.",
  "console.planDaysInvalid": "ప్లాన్ వ్యవధిని పూర్తి రోజులలో, 1 నుంచి 730 మధ్య ఇవ్వండి.",
  "console.planPriceInvalid": "GST కాకుండా ప్లాన్ ధరను ₹1 నుంచి ₹50,000 మధ్య ఇవ్వండి.",
  "console.planGstInvalid": "GST రేటును బేసిస్ పాయింట్లలో 0 నుంచి 2800 మధ్య ఇవ్వండి (1800 అంటే 18%).",
  "console.planRevealsInvalid":
    "చేర్చిన సంప్రదింపు వివరాల సంఖ్యను 10,000 లోపు పూర్తి సంఖ్యగా ఇవ్వండి, లేదా రోజువారీ పరిమితి మాత్రమే అయితే ఖాళీగా ఉంచండి.",
  "console.defaultPlanLocked": "డిఫాల్ట్ ప్రీమియం ప్లాన్ సైట్ చెప్పే ప్లాన్ (₹999, 365 రోజులు): దాన్ని మార్చలేరు, నిలిపివేయలేరు.",
  "console.couponCodeInvalid": "కూపన్‌కు 3 నుంచి 20 అక్షరాలు, అంకెలు, హైఫన్‌లు లేదా అండర్‌స్కోర్‌లతో కోడ్ ఇవ్వండి.",
  "console.couponExists": "ఈ కోడ్‌తో కూపన్ ఇప్పటికే ఉంది.",
  "console.couponNotFound": "అలాంటి కూపన్ లేదు.",
  "console.couponValueInvalid": "శాతం కూపన్‌కు 1 నుంచి 100; మొత్తం కూపన్‌కు ₹1 నుంచి ₹50,000.",
  "console.couponDatesInvalid": "కూపన్ ముగింపు తేదీ ప్రారంభ తేదీ తర్వాత ఉండాలి.",
  "console.couponLimitInvalid": "వాడకం పరిమితులు 1 నుంచి 1,000,000 మధ్య పూర్తి సంఖ్యలు, లేదా పరిమితి లేకపోతే ఖాళీ.",
  "console.noteRequired": "ముందు కాల్ నోట్ రాయండి.",
  "console.noteTooLong": "కాల్ నోట్ 2,000 అక్షరాల లోపు ఉండాలి.",
  "console.staffEmailInvalid": "సరైన ఈమెయిల్ చిరునామా ఇవ్వండి.",
  "console.staffExists": "ఈ వ్యక్తి ఇప్పటికే అదే హోదాతో సిబ్బందిలో ఉన్నారు.",
  "console.staffNotFound": "ఈ ఈమెయిల్‌తో సిబ్బంది ఎవరూ లేరు.",
  "console.invitationInvalid":
    "ఈ ఆహ్వాన లింక్ చెల్లదు: ఇది ఇప్పటికే వాడబడింది, కొత్త ఆహ్వానం వచ్చింది, లేదా గడువు ముగిసింది. కొత్తది పంపమని అడ్మిన్‌ను అడగండి.",
  "console.invitationOtherEmail": "ఈ ఆహ్వానం వేరే ఈమెయిల్ చిరునామాకు పంపబడింది. అది పంపిన చిరునామాతో సైన్ ఇన్ అవ్వండి.",
  "console.invitationUnverified":
    "ముందు మీ ఈమెయిల్ చిరునామాను నిర్ధారించండి (సైన్ అప్ చేసినప్పుడు మేము పంపిన ఈమెయిల్‌లోని లింక్ తెరవండి), తర్వాత ఆహ్వానాన్ని మళ్లీ తెరవండి.",
  "console.cannotChangeSelf": "మిమ్మల్ని మీరు తొలగించుకోలేరు, మీ హోదా కూడా మార్చుకోలేరు.",
  "console.lastAdmin": "ఎప్పుడూ కనీసం ఒక అడ్మిన్ ఉండాలి.",
  "console.bootstrapAdmin": "ఈ అడ్మిన్ సర్వర్‌లోని ADMIN_EMAILS లో ఉన్నారు; వారిని అక్కడే తొలగించండి.",
  "console.sortNotSupported": "ఈ ఫిల్టర్లతో ఈ జాబితాను ఆ విధంగా వరుసలో పెట్టలేం.",

  "parents.contactNameRequired": "సంప్రదించవలసిన వ్యక్తి పేరు ఇవ్వండి, లేదా సంబంధాన్ని ఖాళీగా ఉంచండి.",
  "parents.contactRelationRequired": "సంప్రదించవలసిన వ్యక్తి మీకు ఏమవుతారో ఎంచుకోండి.",
  "consent.notNeeded": "ఈ ప్రొఫైల్‌ను సభ్యులే స్వయంగా చేశారు, కాబట్టి సమ్మతి అవసరం లేదు.",
  "consent.alreadyGiven": "ఈ ప్రొఫైల్‌కు సమ్మతి ఇప్పటికే ఇచ్చారు.",
  "consent.mobileRequired": "వధువు లేదా వరుడి సొంత మొబైల్ నంబర్ ఇవ్వండి.",
  "consent.pendingApproval": "వధువు లేదా వరుడు ఇంకా సమ్మతి ఇవ్వలేదు. వారి సొంత మొబైల్‌కు పంపిన కోడ్‌తో నిర్ధారించే వరకు ఈ ప్రొఫైల్‌ను ఆమోదించలేము.",
  "verification.errorCodeFormat": "కోడ్‌లోని 6 అంకెలను టైప్ చేయండి.",

  // Marriage biodata links (docs/biodata.md): the server's refusals
  "biodata.daysInvalid": "లింక్ 1 నుండి 30 రోజుల వరకు మాత్రమే పనిచేయగలదు.",
  "biodata.tooManyLinks": "మీకు ఇప్పటికే 5 బయోడేటా లింకులు పనిచేస్తున్నాయి. కొత్తది చేసే ముందు ఒకదాన్ని రద్దు చేయండి.",
  "biodata.linkRateLimited": "ఈరోజు మీరు చాలా బయోడేటా లింకులు తయారు చేశారు. మరో {wait} తర్వాత ఇంకొకటి చేయవచ్చు.",
  "biodata.linkNotFound": "ఆ బయోడేటా లింక్ దొరకలేదు.",
  // Tax invoices and refunds (docs/payments.md): the server's refusals
  "invoice.notFound": "ఈ ఇన్‌వాయిస్ మాకు కనిపించలేదు.",
  "limit.taxDocumentDownloads": "కొద్ది సమయంలో మీరు చాలా ఇన్‌వాయిస్‌లు డౌన్‌లోడ్ చేశారు. మరో {wait} తర్వాత మళ్లీ డౌన్‌లోడ్ చేయవచ్చు.",
  "limit.refundActions": "ఈరోజు మీరు చాలా డబ్బు వాపసులను ప్రతిపాదించారు లేదా నిర్ణయించారు. మరో {wait} తర్వాత మరిన్ని చేయవచ్చు.",
  "refund.notFound": "ఈ డబ్బు వాపసు వివరాలు మాకు కనిపించలేదు.",
  "refund.notPaid": "చెల్లించిన చెల్లింపుకు మాత్రమే డబ్బు వాపసు చేయగలం.",
  "refund.amountInvalid": "₹1 నుంచి ఈ చెల్లింపులో ఇంకా వాపసు చేయగల మొత్తం వరకు ఇవ్వండి.",
  "refund.reasonRequired": "ఈ చెల్లింపు డబ్బును ఎందుకు వాపసు చేస్తున్నారో రాయండి.",
  "refund.reasonTooLong": "కారణాన్ని 500 అక్షరాలలోపు ఉంచండి.",
  "refund.alreadyOpen": "ఈ చెల్లింపుకు ఇప్పటికే ఒక డబ్బు వాపసు నిర్ణయం కోసం వేచి ఉంది. ముందు దాన్ని నిర్ణయించండి.",
  "refund.notProposed": "ఈ డబ్బు వాపసుపై ఇప్పటికే నిర్ణయం తీసుకున్నారు.",
  "refund.offlineDetailsRequired": "డబ్బు ఎలా తిరిగి ఇచ్చారో, దాని రిఫరెన్స్ ఏమిటో ఇవ్వండి.",
  "refund.providerFailed": "Razorpay డబ్బు వాపసును అంగీకరించలేదు. ఏమీ వాపసు కాలేదు; కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.",
  // Finding people: search by profile ID, pause, photo requests
  "interest.senderPaused": "మీ ప్రొఫైల్ తాత్కాలికంగా దాచబడింది. ఆసక్తులు పంపడానికి దాన్ని మళ్లీ చూపించండి.",
  "interest.targetPaused": "ఈ సభ్యులు తమ ప్రొఫైల్‌ను తాత్కాలికంగా దాచారు, ఇప్పుడు కొత్త ఆసక్తులు తీసుకోవడం లేదు.",
  "search.codeInvalid": "షేర్ చేసిన విధంగానే ప్రొఫైల్ ఐడీ రాయండి, ఉదాహరణకు TM7K3QXD.",
  "search.notAvailable": "ఈ ఐడీతో మీకు చూపించగల ప్రొఫైల్ ఏదీ లేదు. షేర్ చేసిన వారితో ఐడీని సరిచూసుకోండి.",
  "photoRequest.notNeeded": "ఈ సభ్యుల ఫోటోలు మీకు ఇప్పటికే కనిపిస్తున్నాయి.",
  "photoRequest.alreadyAsked": "ఈ సభ్యులను మీరు ఇప్పటికే ఫోటోలు అడిగారు.",
  "photoRequest.notYours": "ఈ ఫోటో అభ్యర్థన మీకు కాదు.",
  "limit.photoRequests": "మీరు తక్కువ సమయంలో చాలాసార్లు ఫోటోలు అడిగారు. మరో {wait} ఆగితే మళ్లీ అడగవచ్చు.",
} as const satisfies Record<keyof typeof coreMessages, string>;
