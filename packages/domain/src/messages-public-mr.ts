// The public pages' spec texts (messages-public.ts) in Marathi (decision 0012), the same meaning in the words of docs/glossary.md.
import type { PUBLIC_MESSAGES } from './messages-public.ts';

export const PUBLIC_MESSAGES_MR = {
  noPlans: 'सध्या कोणतेही सर्व्हिस प्लॅन उपलब्ध नाहीत.',
  unexpectedError: 'ॲपमध्ये अनपेक्षित त्रुटी आली!',
  confirmLogin: 'आधी लॉग इन करावे लागेल. लॉग इन करायचे का?',
  confirmLogout: 'तुम्हाला नक्की लॉग आउट करायचे आहे का?',
  logoutFailed: 'लॉग आउट करताना त्रुटी आली!!',
  networkError: 'नेटवर्क त्रुटी. कृपया तुमचे इंटरनेट कनेक्शन तपासा.',
  comingSoon: 'लवकरच येत आहे...',
  careerOpening: 'करिअरच्या संधी लवकरच',
  loginToViewDetails: 'तपशील पाहण्यासाठी लॉग इन करा',
  sortServices: 'सर्व्हिसेस क्रमाने लावा',
  contactUploaded: 'तुमची माहिती यशस्वीरीत्या पाठवली.',
  earnReceived: 'धन्यवाद! आमची पार्टनर टीम दोन कामकाजाच्या दिवसांत तुम्हाला कॉल करेल.',
  badText: 'मजकुरात कंट्रोल कॅरेक्टर (टॅब, लाइन ब्रेकसारखी अदृश्य चिन्हे) चालत नाहीत.',
} as const satisfies Record<keyof typeof PUBLIC_MESSAGES, string>;
