/**
 * The SMS the app sends, by name, in English and Telugu. Indian law (TRAI's DLT rules) lets a business
 * send only SMS whose text was registered as a template, with `{#var#}` where the variable parts go: the
 * texts below are those templates, word for word, so register them as they are (docs/verification.md).
 * Each one's registered id goes into an env var (`smsTemplateEnvName`): MSG91 sends by that id.
 */
import type { Locale as Language } from "@matrimony/shared/messages";

export type SmsTemplateName = "verificationCode" | "consentCode" | "approved";

interface SmsTemplate {
  /** The variables in their order in the registered text (MSG91 fills them by name). */
  vars: readonly string[];
  text: Record<Language, string>;
}

export const SMS_TEMPLATES: Record<SmsTemplateName, SmsTemplate> = {
  verificationCode: {
    vars: ["code"],
    text: {
      en: "{code} is your Telugu Matrimony code to verify your mobile number. It is valid for 10 minutes. Do not share it with anyone except our support staff on a call you made.",
      te: "{code} మీ మొబైల్ నంబర్ ధృవీకరణ కోసం Telugu Matrimony కోడ్. ఇది 10 నిమిషాలు చెల్లుతుంది. మీరు చేసిన కాల్‌లో మా సహాయ సిబ్బందికి తప్ప ఎవరికీ చెప్పవద్దు.",
    },
  },
  consentCode: {
    vars: ["code", "name"],
    text: {
      en: "{code} is your Telugu Matrimony code to confirm that the profile of {name} is made with your consent. It is valid for 10 minutes.",
      te: "{name} ప్రొఫైల్ మీ అంగీకారంతో రూపొందించబడిందని నిర్ధారించడానికి మీ Telugu Matrimony కోడ్ {code}. ఇది 10 నిమిషాలు చెల్లుతుంది.",
    },
  },
  approved: {
    vars: ["code"],
    text: {
      en: "Your Telugu Matrimony profile {code} is approved. Open the app to see your matches.",
      te: "మీ Telugu Matrimony ప్రొఫైల్ {code} ఆమోదించబడింది. మీకు సరిపడే సంబంధాలు చూడటానికి యాప్ తెరవండి.",
    },
  },
};

/** The text of one SMS: the template with its variables filled (the local outbox shows it). */
export function smsText(name: SmsTemplateName, language: Language, vars: Record<string, string>): string {
  return SMS_TEMPLATES[name].text[language].replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

/**
 * The env var holding the DLT template id of one template in one language, e.g. MSG91_TEMPLATE_VERIFICATION_CODE_TE.
 */
export function smsTemplateEnvName(name: SmsTemplateName, language: Language): string {
  const snake = name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
  return `MSG91_TEMPLATE_${snake}_${language.toUpperCase()}`;
}
