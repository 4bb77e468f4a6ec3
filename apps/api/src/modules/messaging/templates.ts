// The messages WhatsApp and SMS carry (decision 0019): each is a template, approved by Meta for WhatsApp and registered
// on India's DLT for SMS, whose texts in English, Marathi and Hindi live here with their variables. The text kept in
// the outbox, and shown in the console and by the stand-in, is the template's text with its values filled in.
import type { Language } from '@motomitra/domain/language';

export type TemplateCategory = 'authentication' | 'utility';

export type Template = {
  /** What the console calls it (the outbox's subject). */
  title: string;
  /** Meta's category: an authentication template carries a code and a copy-code button. */
  category: TemplateCategory;
  /** Goes by SMS when the customer is not on WhatsApp, and stands in by SMS once when WhatsApp cannot deliver it. */
  essential: boolean;
  /** What each {{n}} stands for, in order: the values a message gives. */
  variables: readonly string[];
  /** The body in each language, with {{1}}, {{2}}, … where the values go. */
  texts: Readonly<Record<Language, string>>;
  /** Quick-reply buttons (WhatsApp only): each sends back its id as the payload; labels in each language. */
  buttons?: readonly { id: string; labels: Readonly<Record<Language, string>> }[];
};

export const TEMPLATES = {
  login_code: {
    title: 'Login code',
    category: 'authentication',
    essential: true,
    variables: ['code'],
    texts: {
      en: '{{1}} is your login code. It is valid for 5 minutes. For your security, do not share it with anyone.',
      mr: '{{1}} हा तुमचा लॉग इन कोड आहे. तो 5 मिनिटे वैध आहे. तुमच्या सुरक्षेसाठी तो कोणालाही सांगू नका.',
      hi: '{{1}} आपका लॉग इन कोड है। यह 5 मिनट तक मान्य है। अपनी सुरक्षा के लिए इसे किसी को न बताएं।',
    },
  },
} as const satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

/** A template's text in a language with its values put in; a value it lacks stays visible as {{n}}. */
export function renderTemplate(name: TemplateName, language: Language, values: readonly string[]): string {
  const template: Template = TEMPLATES[name];
  return template.texts[language].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}
