// The messages WhatsApp and SMS carry (decision 0019): each is a template, approved by Meta for WhatsApp and registered
// on India's DLT for SMS, whose texts in English, Marathi and Hindi live here with their variables. The text kept in
// the outbox, and shown in the console and by the stand-in, is the template's text with its values filled in.
import type { Language } from '@motomitra/domain/language';
import { REMINDER_TEMPLATES } from './reminder-templates.ts';

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
  // The customer's messages about their orders and vehicles (notify.ts picks the channels): the same news as their
  // e-mails, shorter. Meta refuses a template that starts or ends with a variable, so each ends with words of its own.
  booking_confirmed: {
    title: 'Booking confirmed',
    category: 'utility',
    essential: true,
    variables: [
      'name',
      'order number',
      'service',
      'vehicle',
      'pickup date',
      'time slot',
      'amount',
      'handover code',
      'order page',
    ],
    texts: {
      en: 'Hello {{1}}, your order {{2}} is confirmed.\nService: {{3}}\nVehicle: {{4}}\nPickup: {{5}}, {{6}}\nAmount: {{7}}, paid when the work is done.\nHandover code: {{8}}. Give it to our rider only when you hand over your vehicle and when you get it back.\nSee your order: {{9}}\nWe call you before pickup.',
      mr: 'नमस्कार {{1}}, तुमची ऑर्डर {{2}} निश्चित झाली आहे.\nसर्व्हिस: {{3}}\nगाडी: {{4}}\nपिकअप: {{5}}, {{6}}\nरक्कम: {{7}}, काम झाल्यावर पैसे द्या.\nहँडओव्हर कोड: {{8}}. गाडी देताना आणि परत घेतानाच तो आमच्या रायडरला सांगा.\nतुमची ऑर्डर येथे पाहा: {{9}}\nपिकअपपूर्वी आम्ही तुम्हाला कॉल करू.',
      hi: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} कन्फ़र्म हो गया है।\nसर्विस: {{3}}\nगाड़ी: {{4}}\nपिकअप: {{5}}, {{6}}\nरकम: {{7}}, काम पूरा होने पर भुगतान करें।\nहैंडओवर कोड: {{8}}। गाड़ी देते समय और वापस लेते समय ही इसे हमारे राइडर को बताएं।\nअपना ऑर्डर यहाँ देखें: {{9}}\nपिकअप से पहले हम आपको कॉल करेंगे।',
    },
  },
  order_picked_up: {
    title: 'Vehicle picked up',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'order page'],
    texts: {
      en: 'Hello {{1}}, your order {{2}} is now: Vehicle Picked Up.\nSee your order: {{3}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमच्या ऑर्डर {{2}} ची सध्याची स्थिती: गाडी घेतली.\nतुमची ऑर्डर येथे पाहा: {{3}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपके ऑर्डर {{2}} की मौजूदा स्थिति: गाड़ी ले ली गई।\nअपना ऑर्डर यहाँ देखें: {{3}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  order_in_service: {
    title: 'In service',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'order page'],
    texts: {
      en: 'Hello {{1}}, your order {{2}} is now: In Service.\nSee your order: {{3}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमच्या ऑर्डर {{2}} ची सध्याची स्थिती: सर्व्हिसिंग सुरू.\nतुमची ऑर्डर येथे पाहा: {{3}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपके ऑर्डर {{2}} की मौजूदा स्थिति: सर्विसिंग जारी।\nअपना ऑर्डर यहाँ देखें: {{3}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  order_on_the_way_back: {
    title: 'On the way back',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'order page'],
    texts: {
      en: 'Hello {{1}}, your order {{2}} is now: On the Way Back.\nSee your order: {{3}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमच्या ऑर्डर {{2}} ची सध्याची स्थिती: परत येत आहे.\nतुमची ऑर्डर येथे पाहा: {{3}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपके ऑर्डर {{2}} की मौजूदा स्थिति: वापस आ रही है।\nअपना ऑर्डर यहाँ देखें: {{3}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  order_delivered: {
    title: 'Delivered',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'order page'],
    texts: {
      en: 'Hello {{1}}, your order {{2}} is now: Delivered.\nSee your order: {{3}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमच्या ऑर्डर {{2}} ची सध्याची स्थिती: पोहोचवली.\nतुमची ऑर्डर येथे पाहा: {{3}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपके ऑर्डर {{2}} की मौजूदा स्थिति: पहुँचा दी गई।\nअपना ऑर्डर यहाँ देखें: {{3}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  order_cancelled: {
    title: 'Cancelled',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'reason', 'order page'],
    texts: {
      en: 'Hello {{1}}, your order {{2}} has been cancelled.\nReason: {{3}}\nSee your order: {{4}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमची ऑर्डर {{2}} रद्द झाली आहे.\nकारण: {{3}}\nतुमची ऑर्डर येथे पाहा: {{4}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} रद्द कर दिया गया है।\nकारण: {{3}}\nअपना ऑर्डर यहाँ देखें: {{4}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  booking_rescheduled: {
    title: 'Pickup moved',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'pickup date', 'time slot', 'order page'],
    texts: {
      en: 'Hello {{1}}, your order {{2}} has a new time. Pickup is now on {{3}}, {{4}}.\nSee your order: {{5}}\nYou can move or cancel it there while it is Booking Confirmed.',
      mr: 'नमस्कार {{1}}, तुमच्या ऑर्डर {{2}} ची वेळ बदलली आहे. पिकअप आता {{3}} रोजी {{4}} या वेळेत होईल.\nतुमची ऑर्डर येथे पाहा: {{5}}\nऑर्डर "बुकिंग निश्चित" असेपर्यंत तिथे तिची वेळ पुन्हा बदलता येईल किंवा ती रद्द करता येईल.',
      hi: 'नमस्ते {{1}}, आपके ऑर्डर {{2}} का समय बदल दिया गया है। पिकअप अब {{3}} को {{4}} के बीच होगा।\nअपना ऑर्डर यहाँ देखें: {{5}}\nजब तक ऑर्डर "बुकिंग कन्फ़र्म" है, आप वहाँ इसका समय फिर से बदल सकते हैं या इसे रद्द कर सकते हैं।',
    },
  },
  extra_work_approval: {
    title: 'Extra work to approve',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'items', 'amount now', 'amount if approved', 'order page'],
    texts: {
      en: 'Hello {{1}}, after inspecting your vehicle the garage proposes this extra work on order {{2}}: {{3}}.\nYour order comes to {{4}} now, and to {{5}} if you approve this work. Nothing is done or billed without your approval.\nApprove or decline all of it with the buttons below, or each item on your order: {{6}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमची गाडी तपासल्यानंतर गॅरेज ऑर्डर {{2}} साठी हे अतिरिक्त काम सुचवत आहे: {{3}}.\nतुमच्या ऑर्डरची रक्कम आता {{4}} आहे; हे काम मंजूर केल्यास ती {{5}} होईल. तुमच्या मंजुरीशिवाय कोणतेही काम केले जात नाही किंवा बिलात लावले जात नाही.\nखालील बटणांनी सगळे काम मंजूर करा किंवा नाकारा, किंवा प्रत्येक काम तुमच्या ऑर्डरमध्ये ठरवा: {{6}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपकी गाड़ी जाँचने के बाद गैराज ऑर्डर {{2}} के लिए यह अतिरिक्त काम सुझा रहा है: {{3}}।\nआपके ऑर्डर की रकम अभी {{4}} है, और यह काम मंज़ूर करने पर {{5}} हो जाएगी। आपकी मंज़ूरी के बिना न कोई काम होता है, न बिल में जुड़ता है।\nनीचे दिए बटनों से पूरा काम मंज़ूर करें या मना करें, या हर काम अपने ऑर्डर में तय करें: {{6}}\nहमें चुनने के लिए धन्यवाद।',
    },
    buttons: [
      { id: 'approve', labels: { en: 'Approve', mr: 'मंजूर करा', hi: 'मंज़ूर करें' } },
      { id: 'decline', labels: { en: 'Decline', mr: 'नाकारा', hi: 'मना करें' } },
    ],
  },
  extra_work_in_app: {
    title: 'Extra work to approve (in the app)',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'items', 'amount now', 'amount if approved', 'order page'],
    texts: {
      en: 'Hello {{1}}, after inspecting your vehicle the garage proposes this extra work on order {{2}}: {{3}}.\nYour order comes to {{4}} now, and to {{5}} if you approve this work. Nothing is done or billed without your approval.\nTo approve or decline each item, open your order: {{6}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, तुमची गाडी तपासल्यानंतर गॅरेज ऑर्डर {{2}} साठी हे अतिरिक्त काम सुचवत आहे: {{3}}.\nतुमच्या ऑर्डरची रक्कम आता {{4}} आहे; हे काम मंजूर केल्यास ती {{5}} होईल. तुमच्या मंजुरीशिवाय कोणतेही काम केले जात नाही किंवा बिलात लावले जात नाही.\nप्रत्येक काम मंजूर करण्यासाठी किंवा नाकारण्यासाठी तुमची ऑर्डर उघडा: {{6}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, आपकी गाड़ी जाँचने के बाद गैराज ऑर्डर {{2}} के लिए यह अतिरिक्त काम सुझा रहा है: {{3}}।\nआपके ऑर्डर की रकम अभी {{4}} है, और यह काम मंज़ूर करने पर {{5}} हो जाएगी। आपकी मंज़ूरी के बिना न कोई काम होता है, न बिल में जुड़ता है।\nहर काम को मंज़ूर करने या मना करने के लिए अपना ऑर्डर खोलें: {{6}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  payment_request: {
    title: 'Payment requested',
    category: 'utility',
    essential: true,
    variables: ['name', 'order number', 'amount', 'order page', 'pay online'],
    texts: {
      en: 'Hello {{1}}, your vehicle is on the way back. The final amount for order {{2}} is {{3}} (GST included).\nPay online (UPI, card, netbanking): {{5}}\nOr open your order and choose Pay Now: {{4}}\nYou may also pay by card or cash when the vehicle is delivered.',
      mr: 'नमस्कार {{1}}, तुमची गाडी परत येत आहे. ऑर्डर {{2}} ची अंतिम रक्कम {{3}} आहे (GST सह).\nऑनलाइन पैसे भरा (UPI, कार्ड, नेटबँकिंग): {{5}}\nकिंवा तुमची ऑर्डर उघडा आणि "आता पैसे भरा" निवडा: {{4}}\nगाडी पोहोचल्यावर कार्डने किंवा रोखही पैसे देता येतील.',
      hi: 'नमस्ते {{1}}, आपकी गाड़ी वापस आ रही है। ऑर्डर {{2}} की अंतिम रकम {{3}} है (GST सहित)।\nऑनलाइन भुगतान करें (UPI, कार्ड, नेटबैंकिंग): {{5}}\nया अपना ऑर्डर खोलें और "अभी भुगतान करें" चुनें: {{4}}\nगाड़ी पहुँचने पर आप कार्ड या नकद से भी भुगतान कर सकते हैं।',
    },
  },
  payment_receipt: {
    title: 'Payment received',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'invoice number', 'order page'],
    texts: {
      en: 'Hello {{1}}, we have received your payment for order {{2}}. Your GST tax invoice is {{3}}; download it under My Account → Invoices.\nSee your order: {{4}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, ऑर्डर {{2}} साठी तुमचे पेमेंट आम्हाला मिळाले आहे. तुमच्या GST टॅक्स बिलाचा (इनव्हॉइस) क्रमांक {{3}} आहे; ते माझे खाते → बिले (इनव्हॉइस) येथून डाउनलोड करता येईल.\nतुमची ऑर्डर येथे पाहा: {{4}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, ऑर्डर {{2}} के लिए आपका भुगतान हमें मिल गया है। आपके GST टैक्स बिल (इनवॉइस) का नंबर {{3}} है; आप इसे मेरा खाता → बिल (इनवॉइस) से डाउनलोड कर सकते हैं।\nअपना ऑर्डर यहाँ देखें: {{4}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  // The reminders (decision 0014, and a yearly plan's renewal, decision 0023): reminder-templates.ts.
  ...REMINDER_TEMPLATES,
  // The rider who comes for the vehicle, or brings it back, and their number: essential, so a customer not
  // on WhatsApp has it by SMS.
  rider_assigned: {
    title: 'Rider assigned',
    category: 'utility',
    essential: true,
    variables: ['name', 'order number', 'trip', 'rider', 'rider number', 'order page'],
    texts: {
      en: 'Hello {{1}}, {{4}} is your rider for the {{3}} of order {{2}}. You can call them on {{5}}.\nGive them your handover code only when you hand over or get back your vehicle.\nSee your order: {{6}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, ऑर्डर {{2}} च्या {{3}} साठी {{4}} तुमचे रायडर आहेत. त्यांना {{5}} वर कॉल करता येईल.\nगाडी देताना किंवा परत घेतानाच त्यांना तुमचा हँडओव्हर कोड सांगा.\nतुमची ऑर्डर येथे पाहा: {{6}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, ऑर्डर {{2}} के {{3}} के लिए {{4}} आपके राइडर हैं। आप उन्हें {{5}} पर कॉल कर सकते हैं।\nगाड़ी देते या वापस लेते समय ही उन्हें अपना हैंडओवर कोड बताएं।\nअपना ऑर्डर यहाँ देखें: {{6}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
  // An operator's answer outside WhatsApp's 24-hour window, where only a template may go: it asks the customer to write
  // back, which opens the window for the garage's free text.
  garage_reply: {
    title: 'Reply from the garage',
    category: 'utility',
    essential: false,
    variables: ['name', 'order number', 'order page'],
    texts: {
      en: 'Hello {{1}}, the garage has a message for you about your order {{2}}. Please reply to this message so that we can write to you here.\nSee your order: {{3}}\nThank you for choosing us.',
      mr: 'नमस्कार {{1}}, गॅरेजकडे तुमच्या ऑर्डर {{2}} बद्दल तुमच्यासाठी एक मेसेज आहे. आम्हाला तुम्हाला इथे लिहिता यावे म्हणून कृपया या मेसेजला उत्तर द्या.\nतुमची ऑर्डर येथे पाहा: {{3}}\nआम्हाला निवडल्याबद्दल धन्यवाद.',
      hi: 'नमस्ते {{1}}, गैराज के पास आपके ऑर्डर {{2}} के बारे में आपके लिए एक मैसेज है। कृपया इस मैसेज का जवाब दें, ताकि हम आपको यहाँ लिख सकें।\nअपना ऑर्डर यहाँ देखें: {{3}}\nहमें चुनने के लिए धन्यवाद।',
    },
  },
} as const satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

/** A template's text in a language with its values put in; a value it lacks stays visible as {{n}}. */
export function renderTemplate(name: TemplateName, language: Language, values: readonly string[]): string {
  const template: Template = TEMPLATES[name];
  return template.texts[language].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => values[Number(n) - 1] ?? whole);
}
