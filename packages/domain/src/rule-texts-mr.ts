// The rules' texts in Marathi (rule-texts.ts), in the words of docs/glossary.md.
import { CUSTOMER_MESSAGES_MR } from './messages-customer-mr.ts';
import { PUBLIC_MESSAGES_MR } from './messages-public-mr.ts';
import { type RuleTexts, withSpecTexts } from './rule-texts.ts';
import { slotTexts } from './time-words.ts';

export const RULE_TEXTS_MR: RuleTexts = {
  texts: {
    // A slot named in a text ('moved to {date}, {slot}') is written as the language writes times of day.
    ...slotTexts('mr'),
    'Enter a 10-digit Indian mobile number.': '10 अंकी भारतीय मोबाइल नंबर टाका.',
    'Enter a valid registration number, such as MH31AB1234 or 22BH1234AB.':
      'योग्य नोंदणी क्रमांक टाका, उदा. MH31AB1234 किंवा 22BH1234AB.',
    'Email is too long.': 'ईमेल खूप मोठा आहे.',
    'Enter a valid email address.': 'योग्य ईमेल पत्ता टाका.',
    'Enter your password.': 'तुमचा पासवर्ड टाका.',
    'At most 10 other addresses.': 'जास्तीत जास्त 10 इतर पत्ते.',
    'Enter a date of birth.': 'जन्मतारीख टाका.',
    'Enter a real date of birth.': 'खरी जन्मतारीख टाका.',
    'Choose a gender.': 'लिंग निवडा.',
    'Choose Nagpur or Pune.': 'नागपूर किंवा पुणे निवडा.',
    'Choose what your enquiry is about.': 'तुमची चौकशी कशाबद्दल आहे ते निवडा.',
    'Keep the message under 1,000 characters.': 'संदेश 1,000 अक्षरांपेक्षा कमी ठेवा.',
    'Choose Bike or Car.': 'बाइक किंवा कार निवडा.',
    'Choose English, Marathi or Hindi.': 'इंग्रजी, मराठी किंवा हिंदी निवडा.',
    'Enter the engine size in cc.': 'इंजिनची क्षमता cc मध्ये टाका.',
    'Enter the engine size in cc (50 to 2,000).': 'इंजिनची क्षमता cc मध्ये टाका (50 ते 2,000).',
    'Choose the body type.': 'गाडीचा प्रकार (बॉडी टाइप) निवडा.',
    'Keep it under 120 characters.': '120 अक्षरांपेक्षा कमी ठेवा.',
    'Invalid value.': 'ही माहिती चुकीची आहे.',
    'Choose a city: Nagpur or Pune.': 'शहर निवडा: नागपूर किंवा पुणे.',
    'Choose a place.': 'ठिकाण निवडा.',
    'We do not serve this location yet. Please choose a place in Nagpur or Pune.':
      'या ठिकाणी आमची सेवा अजून नाही. कृपया नागपूर किंवा पुण्यातील ठिकाण निवडा.',
    'Send the cart amount in rupees.': 'कार्टची रक्कम रुपयांमध्ये पाठवा.',
    'Send the order data.': 'ऑर्डरची माहिती पाठवा.',
    'This password is too common. Please choose another one.': 'हा पासवर्ड खूप सामान्य आहे. कृपया दुसरा निवडा.',
    'Enter the UTR or reference number (6 to 30 letters and digits).': 'UTR किंवा संदर्भ क्रमांक टाका (6 ते 30 अक्षरे आणि अंक).',
    // The fields the patterns name.
    Name: 'नाव',
    'Address label': 'पत्त्याचे नाव',
    Address: 'पत्ता',
    'Home address': 'घरचा पत्ता',
    Make: 'कंपनी',
    Model: 'मॉडेल',
    Occupation: 'व्यवसाय',
    Password: 'पासवर्ड',
    Nagpur: 'नागपूर',
    Pune: 'पुणे',
    // Fuels, as a service that is not for one names it (CNG is written as it is).
    Petrol: 'पेट्रोल',
    Diesel: 'डिझेल',
    Electric: 'इलेक्ट्रिक',
  },
  patterns: [
    // Waits ('5 minutes', '30 seconds') in the answers that ask to wait.
    ['{n} minutes', '{n} मिनिटे'],
    ['{n} minute', '{n} मिनिट'],
    ['{n} seconds', '{n} सेकंद'],
    ['{n} second', '{n} सेकंद'],
    ['{n} hours', '{n} तास'],
    ['{n} hour', '{n} तास'],
    ['{what} is required.', '{what} भरणे आवश्यक आहे.'],
    ['{what} must be at least {min} characters long.', '{what} किमान {min} अक्षरांचे असले पाहिजे.'],
    ['{what} must be at most {max} characters long.', '{what} जास्तीत जास्त {max} अक्षरांचे असले पाहिजे.'],
    ['Type at least {min} letters to search.', 'शोधण्यासाठी किमान {min} अक्षरे टाइप करा.'],
    ['Search with at most {max} characters.', 'जास्तीत जास्त {max} अक्षरांनी शोधा.'],
    [
      'We do not serve this location yet. Please choose a place in {city}.',
      'या ठिकाणी आमची सेवा अजून नाही. कृपया {city} मधील ठिकाण निवडा.',
    ],
  ],
};

/** Every text a Marathi answer or field error may need, by its English words: the spec's messages and the rules'. */
export const TEXTS_MR = withSpecTexts({ ...PUBLIC_MESSAGES_MR, ...CUSTOMER_MESSAGES_MR }, RULE_TEXTS_MR);
