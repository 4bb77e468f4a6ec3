// The rules' texts in Hindi (rule-texts.ts), in the words of docs/glossary.md.
import { CUSTOMER_MESSAGES_HI } from './messages-customer-hi.ts';
import { PUBLIC_MESSAGES_HI } from './messages-public-hi.ts';
import { type RuleTexts, withSpecTexts } from './rule-texts.ts';
import { slotTexts } from './time-words.ts';

export const RULE_TEXTS_HI: RuleTexts = {
  texts: {
    // A slot named in a text ('moved to {date}, {slot}') is written as the language writes times of day.
    ...slotTexts('hi'),
    'Enter a 10-digit Indian mobile number.': '10 अंकों का भारतीय मोबाइल नंबर डालें।',
    'Enter a valid registration number, such as MH31AB1234 or 22BH1234AB.':
      'सही रजिस्ट्रेशन नंबर डालें, जैसे MH31AB1234 या 22BH1234AB।',
    'Email is too long.': 'ईमेल बहुत लंबा है।',
    'Enter a valid email address.': 'सही ईमेल पता डालें।',
    'Enter your password.': 'अपना पासवर्ड डालें।',
    'At most 10 other addresses.': 'ज़्यादा से ज़्यादा 10 दूसरे पते।',
    'Enter a date of birth.': 'जन्म तारीख डालें।',
    'Enter a real date of birth.': 'सही जन्म तारीख डालें।',
    'Choose a gender.': 'लिंग चुनें।',
    'Choose Nagpur or Pune.': 'नागपुर या पुणे चुनें।',
    'Choose what your enquiry is about.': 'आपकी पूछताछ किस बारे में है, चुनें।',
    'Keep the message under 1,000 characters.': 'संदेश 1,000 अक्षरों से कम रखें।',
    'Choose Bike or Car.': 'बाइक या कार चुनें।',
    'Choose English, Marathi or Hindi.': 'अंग्रेज़ी, मराठी या हिंदी चुनें।',
    'Enter the engine size in cc.': 'इंजन की क्षमता cc में डालें।',
    'Enter the engine size in cc (50 to 2,000).': 'इंजन की क्षमता cc में डालें (50 से 2,000)।',
    'Choose the body type.': 'गाड़ी का प्रकार (बॉडी टाइप) चुनें।',
    'Keep it under 120 characters.': '120 अक्षरों से कम रखें।',
    'Invalid value.': 'यह जानकारी सही नहीं है।',
    'Choose a city: Nagpur or Pune.': 'शहर चुनें: नागपुर या पुणे।',
    'Choose a place.': 'जगह चुनें।',
    'We do not serve this location yet. Please choose a place in Nagpur or Pune.':
      'इस जगह पर हमारी सेवा अभी नहीं है। कृपया नागपुर या पुणे की कोई जगह चुनें।',
    'Send the cart amount in rupees.': 'कार्ट की रकम रुपयों में भेजें।',
    'Send the order data.': 'ऑर्डर की जानकारी भेजें।',
    'This password is too common. Please choose another one.': 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
    'Enter the UTR or reference number (6 to 30 letters and digits).': 'UTR या रेफ़रेंस नंबर डालें (6 से 30 अक्षर और अंक)।',
    // The fields the patterns name.
    Name: 'नाम',
    'Address label': 'पते का नाम',
    Address: 'पता',
    'Home address': 'घर का पता',
    Make: 'कंपनी',
    Model: 'मॉडल',
    Occupation: 'व्यवसाय',
    Password: 'पासवर्ड',
    Nagpur: 'नागपुर',
    Pune: 'पुणे',
    // Fuels, as a service that is not for one names it (CNG is written as it is).
    Petrol: 'पेट्रोल',
    Diesel: 'डीज़ल',
    Electric: 'इलेक्ट्रिक',
  },
  patterns: [
    // Waits ('5 minutes', '30 seconds') in the answers that ask to wait.
    ['{n} minutes', '{n} मिनट'],
    ['{n} minute', '{n} मिनट'],
    ['{n} seconds', '{n} सेकंड'],
    ['{n} second', '{n} सेकंड'],
    ['{n} hours', '{n} घंटे'],
    ['{n} hour', '{n} घंटा'],
    ['{what} is required.', '{what} भरना ज़रूरी है।'],
    ['{what} must be at least {min} characters long.', '{what} कम से कम {min} अक्षरों का होना चाहिए।'],
    ['{what} must be at most {max} characters long.', '{what} ज़्यादा से ज़्यादा {max} अक्षरों का होना चाहिए।'],
    ['Type at least {min} letters to search.', 'खोजने के लिए कम से कम {min} अक्षर टाइप करें।'],
    ['Search with at most {max} characters.', 'ज़्यादा से ज़्यादा {max} अक्षरों से खोजें।'],
    [
      'We do not serve this location yet. Please choose a place in {city}.',
      'इस जगह पर हमारी सेवा अभी नहीं है। कृपया {city} की कोई जगह चुनें।',
    ],
  ],
};

/** Every text a Hindi answer or field error may need, by its English words: the spec's messages and the rules'. */
export const TEXTS_HI = withSpecTexts({ ...PUBLIC_MESSAGES_HI, ...CUSTOMER_MESSAGES_HI }, RULE_TEXTS_HI);
