// The rules' own texts by key (decision 0012): the field errors the domain's schemas give beside the spec's messages,
// the words they name (a field, a fuel, a wait), in English. rule-texts-mr.ts and rule-texts-hi.ts hold the same keys
// (a missing one fails the typecheck); the schemas name these texts by key through say() (say.ts), never by words.

export const RULE_TEXTS = {
  phoneInvalid: 'Enter a 10-digit Indian mobile number.',
  registrationInvalid: 'Enter a valid registration number, such as MH31AB1234 or 22BH1234AB.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Enter your password.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  otherAddressesMax: 'At most 10 other addresses.',
  dobRequired: 'Enter a date of birth.',
  dobUnreal: 'Enter a real date of birth.',
  chooseGender: 'Choose a gender.',
  chooseNagpurOrPune: 'Choose Nagpur or Pune.',
  chooseEnquiryTopic: 'Choose what your enquiry is about.',
  enquiryTooLong: 'Keep the message under 1,000 characters.',
  chooseBikeOrCar: 'Choose Bike or Car.',
  chooseLanguage: 'Choose English, Marathi or Hindi.',
  engineSizeRequired: 'Enter the engine size in cc.',
  engineSizeRange: 'Enter the engine size in cc (50 to 2,000).',
  chooseBodyType: 'Choose the body type.',
  riderLineTooLong: 'Keep it under 120 characters.',
  invalidValue: 'Invalid value.',
  codeFormat: 'Enter the 6-digit code.',
  choosePlace: 'Choose a place.',
  outsideAnyCity: 'We do not serve this location yet. Please choose a place in Nagpur or Pune.',
  outsideCity: 'We do not serve this location yet. Please choose a place in {city}.',
  placeQueryTooShort: 'Type at least {min} letters to search.',
  placeQueryTooLong: 'Search with at most {max} characters.',
  cartAmountInRupees: 'Send the cart amount in rupees.',
  sendOrderData: 'Send the order data.',
  utrInvalid: 'Enter the UTR or reference number (6 to 30 letters and digits).',

  // A field's rule, with the field it names ({what}: one of the fields below).
  textRequired: '{what} is required.',
  textTooShort: '{what} must be at least {min} characters long.',
  textTooLong: '{what} must be at most {max} characters long.',
  fieldName: 'Name',
  fieldAddressLabel: 'Address label',
  fieldAddress: 'Address',
  fieldHomeAddress: 'Home address',
  fieldMake: 'Make',
  fieldModel: 'Model',
  fieldOccupation: 'Occupation',
  fieldPassword: 'Password',

  // Fuels, as a service that is not for one names it.
  fuelPetrol: 'Petrol',
  fuelDiesel: 'Diesel',
  fuelCNG: 'CNG',
  fuelElectric: 'Electric',

  // Waits, in the answers that ask to wait ('Please try again in {wait}.').
  waitSecond: '{n} second',
  waitSeconds: '{n} seconds',
  waitMinute: '{n} minute',
  waitMinutes: '{n} minutes',
  waitHour: '{n} hour',
  waitHours: '{n} hours',
  waitDay: '{n} day',
  waitDays: '{n} days',
} as const;

export type RuleKey = keyof typeof RULE_TEXTS;
