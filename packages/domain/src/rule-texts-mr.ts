// The rules' texts (rule-texts.ts) in Marathi, by key, in the words of docs/glossary.md; and every text a Marathi
// answer or field error may need, by key: the spec's messages and the rules'.
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { PUBLIC_MESSAGES_MR } from './messages-public-mr.ts';
import type { RuleKey } from './rule-texts.ts';
import type { TextKey } from './say.ts';

export const RULE_TEXTS_MR = {
  phoneInvalid: '10 अंकी भारतीय मोबाइल नंबर टाका.',
  registrationInvalid: 'योग्य नोंदणी क्रमांक टाका, उदा. MH31AB1234 किंवा 22BH1234AB.',
  emailTooLong: 'ईमेल खूप मोठा आहे.',
  emailInvalid: 'योग्य ईमेल पत्ता टाका.',
  passwordRequired: 'तुमचा पासवर्ड टाका.',
  passwordTooCommon: 'हा पासवर्ड खूप सामान्य आहे. कृपया दुसरा निवडा.',
  otherAddressesMax: 'जास्तीत जास्त 10 इतर पत्ते.',
  dobRequired: 'जन्मतारीख टाका.',
  dobUnreal: 'खरी जन्मतारीख टाका.',
  chooseGender: 'लिंग निवडा.',
  chooseNagpurOrPune: 'नागपूर किंवा पुणे निवडा.',
  chooseEnquiryTopic: 'तुमची चौकशी कशाबद्दल आहे ते निवडा.',
  enquiryTooLong: 'संदेश 1,000 अक्षरांपेक्षा कमी ठेवा.',
  chooseBikeOrCar: 'बाइक किंवा कार निवडा.',
  chooseLanguage: 'इंग्रजी, मराठी किंवा हिंदी निवडा.',
  engineSizeRequired: 'इंजिनची क्षमता cc मध्ये टाका.',
  engineSizeRange: 'इंजिनची क्षमता cc मध्ये टाका (50 ते 2,000).',
  chooseBodyType: 'गाडीचा प्रकार (बॉडी टाइप) निवडा.',
  riderLineTooLong: '120 अक्षरांपेक्षा कमी ठेवा.',
  invalidValue: 'ही माहिती चुकीची आहे.',
  codeFormat: '6 अंकी कोड टाका.',
  choosePlace: 'ठिकाण निवडा.',
  outsideAnyCity: 'या ठिकाणी आमची सेवा अजून नाही. कृपया नागपूर किंवा पुण्यातील ठिकाण निवडा.',
  outsideCity: 'या ठिकाणी आमची सेवा अजून नाही. कृपया {city} मधील ठिकाण निवडा.',
  placeQueryTooShort: 'शोधण्यासाठी किमान {min} अक्षरे टाइप करा.',
  placeQueryTooLong: 'जास्तीत जास्त {max} अक्षरांनी शोधा.',
  cartAmountInRupees: 'कार्टची रक्कम रुपयांमध्ये पाठवा.',
  sendOrderData: 'ऑर्डरची माहिती पाठवा.',
  utrInvalid: 'UTR किंवा संदर्भ क्रमांक टाका (6 ते 30 अक्षरे आणि अंक).',
  textRequired: '{what} भरणे आवश्यक आहे.',
  textTooShort: '{what} किमान {min} अक्षरांचे असले पाहिजे.',
  textTooLong: '{what} जास्तीत जास्त {max} अक्षरांचे असले पाहिजे.',
  fieldName: 'नाव',
  fieldAddressLabel: 'पत्त्याचे नाव',
  fieldAddress: 'पत्ता',
  fieldHomeAddress: 'घरचा पत्ता',
  fieldMake: 'कंपनी',
  fieldModel: 'मॉडेल',
  fieldOccupation: 'व्यवसाय',
  fieldPassword: 'पासवर्ड',
  fuelPetrol: 'पेट्रोल',
  fuelDiesel: 'डिझेल',
  fuelCNG: 'CNG',
  fuelElectric: 'इलेक्ट्रिक',
  waitSecond: '{n} सेकंद',
  waitSeconds: '{n} सेकंद',
  waitMinute: '{n} मिनिट',
  waitMinutes: '{n} मिनिटे',
  waitHour: '{n} तास',
  waitHours: '{n} तास',
  waitDay: '{n} दिवस',
  waitDays: '{n} दिवस',
} as const satisfies Record<RuleKey, string>;

/** Every text a Marathi answer or field error may need, by key: the spec's messages and the rules'. */
export const TEXTS_MR = {
  ...PUBLIC_MESSAGES_MR,
  ...CUSTOMER_MESSAGES_MR,
  ...RULE_TEXTS_MR,
} as const satisfies Record<TextKey, string>;
