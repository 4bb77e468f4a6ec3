// The rules' texts (rule-texts.ts) in Hindi, by key, in the words of docs/glossary.md; and every text a Hindi answer
// or field error may need, by key: the spec's messages and the rules'.
import { CUSTOMER_MESSAGES_HI } from './messages-customer-hi.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';
import type { RuleKey } from './rule-texts.ts';
import type { TextKey } from './say.ts';

export const RULE_TEXTS_HI = {
  phoneInvalid: '10 अंकों का भारतीय मोबाइल नंबर डालें।',
  registrationInvalid: 'सही रजिस्ट्रेशन नंबर डालें, जैसे MH31AB1234 या 22BH1234AB।',
  emailTooLong: 'ईमेल बहुत लंबा है।',
  emailInvalid: 'सही ईमेल पता डालें।',
  passwordRequired: 'अपना पासवर्ड डालें।',
  passwordTooCommon: 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  otherAddressesMax: 'ज़्यादा से ज़्यादा 10 दूसरे पते।',
  dobRequired: 'जन्म तारीख डालें।',
  dobUnreal: 'सही जन्म तारीख डालें।',
  chooseGender: 'लिंग चुनें।',
  chooseNagpurOrPune: 'नागपुर या पुणे चुनें।',
  chooseEnquiryTopic: 'आपकी पूछताछ किस बारे में है, चुनें।',
  enquiryTooLong: 'संदेश 1,000 अक्षरों से कम रखें।',
  chooseBikeOrCar: 'बाइक या कार चुनें।',
  chooseLanguage: 'अंग्रेज़ी, मराठी या हिंदी चुनें।',
  engineSizeRequired: 'इंजन की क्षमता cc में डालें।',
  engineSizeRange: 'इंजन की क्षमता cc में डालें (50 से 2,000)।',
  chooseBodyType: 'गाड़ी का प्रकार (बॉडी टाइप) चुनें।',
  riderLineTooLong: '120 अक्षरों से कम रखें।',
  invalidValue: 'यह जानकारी सही नहीं है।',
  codeFormat: '6 अंकों का कोड डालें।',
  choosePlace: 'जगह चुनें।',
  outsideAnyCity: 'इस जगह पर हमारी सेवा अभी नहीं है। कृपया नागपुर या पुणे की कोई जगह चुनें।',
  outsideCity: 'इस जगह पर हमारी सेवा अभी नहीं है। कृपया {city} की कोई जगह चुनें।',
  placeQueryTooShort: 'खोजने के लिए कम से कम {min} अक्षर टाइप करें।',
  placeQueryTooLong: 'ज़्यादा से ज़्यादा {max} अक्षरों से खोजें।',
  cartAmountInRupees: 'कार्ट की रकम रुपयों में भेजें।',
  sendOrderData: 'ऑर्डर की जानकारी भेजें।',
  utrInvalid: 'UTR या रेफ़रेंस नंबर डालें (6 से 30 अक्षर और अंक)।',
  textRequired: '{what} भरना ज़रूरी है।',
  textTooShort: '{what} कम से कम {min} अक्षरों का होना चाहिए।',
  textTooLong: '{what} ज़्यादा से ज़्यादा {max} अक्षरों का होना चाहिए।',
  fieldName: 'नाम',
  fieldAddressLabel: 'पते का नाम',
  fieldAddress: 'पता',
  fieldHomeAddress: 'घर का पता',
  fieldMake: 'कंपनी',
  fieldModel: 'मॉडल',
  fieldOccupation: 'व्यवसाय',
  fieldPassword: 'पासवर्ड',
  fuelPetrol: 'पेट्रोल',
  fuelDiesel: 'डीज़ल',
  fuelCNG: 'CNG',
  fuelElectric: 'इलेक्ट्रिक',
  waitSecond: '{n} सेकंड',
  waitSeconds: '{n} सेकंड',
  waitMinute: '{n} मिनट',
  waitMinutes: '{n} मिनट',
  waitHour: '{n} घंटा',
  waitHours: '{n} घंटे',
  waitDay: '{n} दिन',
  waitDays: '{n} दिन',
} as const satisfies Record<RuleKey, string>;

/** Every text a Hindi answer or field error may need, by key: the spec's messages and the rules'. */
export const TEXTS_HI = {
  ...PUBLIC_MESSAGES_HI,
  ...CUSTOMER_MESSAGES_HI,
  ...RULE_TEXTS_HI,
} as const satisfies Record<TextKey, string>;
