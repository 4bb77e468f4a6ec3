// The public pages' spec texts (messages-public.ts) in Hindi (decision 0012), the same meaning in the words of docs/glossary.md.
import type { PUBLIC_MESSAGES } from './messages-public.ts';

export const PUBLIC_MESSAGES_HI = {
  noPlans: 'अभी कोई सर्विस प्लान उपलब्ध नहीं है।',
  unexpectedError: 'ऐप में अचानक कोई गड़बड़ी हो गई!',
  confirmLogin: 'इसके लिए पहले लॉग इन करना होगा। अभी लॉग इन करें?',
  confirmLogout: 'क्या आप सच में लॉग आउट करना चाहते हैं?',
  logoutFailed: 'लॉग आउट करते समय गड़बड़ी हुई!!',
  networkError: 'नेटवर्क में गड़बड़ी है। कृपया अपना इंटरनेट कनेक्शन जाँच लें।',
  comingSoon: 'जल्द आ रहा है...',
  careerOpening: 'करियर के मौके जल्द ही खुलेंगे',
  loginToViewDetails: 'पूरी जानकारी देखने के लिए लॉग इन करें',
  sortServices: 'सर्विसेज़ को क्रम से लगाएँ',
  contactUploaded: 'आपकी संपर्क जानकारी भेज दी गई।',
  earnReceived: 'धन्यवाद! हमारी पार्टनर टीम दो कामकाजी दिनों में आपको कॉल करेगी।',
  badText: 'टेक्स्ट में कंट्रोल कैरेक्टर (टैब, लाइन ब्रेक जैसे अदृश्य चिह्न) नहीं चलते।',
} as const satisfies Record<keyof typeof PUBLIC_MESSAGES, string>;
