// The order and payment status labels a customer reads, in each language (decision 0012; the words of docs/glossary.md).
// The operator console keeps the English ones (lifecycle.ts).
import type { OrderStatus, PaymentStatus } from './constants.ts';
import type { Language } from './language.ts';
import { PAYMENT_SHOWN_LABELS, PAYMENT_STATUS_LABELS, type PaymentShown, STATUS_LABELS } from './lifecycle.ts';

export const STATUS_LABELS_IN: Record<Language, Record<OrderStatus, string>> = {
  en: STATUS_LABELS,
  mr: {
    new: 'बुकिंग निश्चित',
    pickedUp: 'गाडी घेतली',
    inService: 'सर्व्हिसिंग सुरू',
    inTransitDown: 'परत येत आहे',
    delivered: 'पोहोचवली',
    cancelled: 'रद्द',
  },
  hi: {
    new: 'बुकिंग कन्फ़र्म',
    pickedUp: 'गाड़ी ले ली गई',
    inService: 'सर्विसिंग जारी',
    inTransitDown: 'वापस आ रही है',
    delivered: 'पहुँचा दी गई',
    cancelled: 'रद्द',
  },
};

export const PAYMENT_STATUS_LABELS_IN: Record<Language, Record<PaymentStatus, string>> = {
  en: PAYMENT_STATUS_LABELS,
  mr: { pending: 'बाकी', requested: 'पेमेंटची विनंती', submitted: 'पेमेंट पाठवले', paid: 'पैसे मिळाले' },
  hi: { pending: 'बाकी', requested: 'भुगतान का अनुरोध', submitted: 'भुगतान भेजा गया', paid: 'भुगतान मिल गया' },
};

/** What an order's payment reads as (lifecycle.ts paymentShown: a cancelled, never-paid order is "Not charged"). */
export const PAYMENT_SHOWN_LABELS_IN: Record<Language, Record<PaymentShown, string>> = {
  en: PAYMENT_SHOWN_LABELS,
  mr: { ...PAYMENT_STATUS_LABELS_IN.mr, notCharged: 'पैसे लावले नाहीत' },
  hi: { ...PAYMENT_STATUS_LABELS_IN.hi, notCharged: 'कोई चार्ज नहीं' },
};
