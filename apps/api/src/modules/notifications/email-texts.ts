// The customer's e-mails in each language (decision 0012): the customer's own (their profile's), in the words of
// docs/glossary.md and the screens' names for things (My Account → Orders, Pay Now, View Details). The same
// placeholders in every language; a test checks them. Amounts and dates are filled in by the caller.
import type { Language } from '@motomitra/domain/language';

const EN = {
  hello: 'Hello {name},',
  thanks: 'Thank you for choosing {brand}.',
  team: '— Team {brand}',
  orderLink: 'See your order here:',
  statusSubject: 'Order {oid}: {label}',
  statusCancelled: 'Your order {oid} has been cancelled.',
  statusNow: 'Your order {oid} is now: {label}.',
  statusReason: 'Reason: {reason}',
  statusNote: 'Note from the garage: {note}',
  requestedSubject: 'Payment requested for order {oid}: {amount}',
  requestedAmount: 'Your vehicle is on the way back. The final amount for order {oid} is {amount} (GST included).',
  requestedOnline: 'Pay online now (UPI, card or netbanking):',
  requestedHow:
    'To pay, open My Account → Orders and choose Pay Now: pay by UPI or bank transfer, then enter the UTR or reference number. You may also pay by card or cash when the vehicle is delivered.',
  paidSubject: 'Payment received for order {oid}',
  paidReceived: 'We have received your payment for order {oid}.',
  paidInvoice: 'Your GST tax invoice is {number}. You can download it under My Account → Invoices.',
  placedSubject: 'Booking confirmed: order {oid}',
  placedIntro: 'Thank you for booking with {brand}. Your order {oid} is confirmed.',
  placedService: 'Service: {name}',
  placedVehicle: 'Vehicle: {makeModel}, {reg}',
  placedPickup: 'Pickup: {date}, {slot}',
  placedFrom: 'Pickup from: {address}',
  placedLandmark: 'Landmark: {landmark}',
  placedAmount: 'Amount: {amount}, paid when the work is done',
  placedCall: 'We call you before pickup. Any extra work the garage finds is done only with your approval.',
  placedCancel:
    'To cancel, open My Account → Orders and choose Cancel while the order is Booking Confirmed; the time slot is given back.',
  movedSubject: 'Order {oid}: pickup moved to {date}',
  moved: 'Your order {oid} has a new time. Pickup is now on {date}, {slot}.',
  movedFollow: 'You can move or cancel it under My Account → Orders while it is Booking Confirmed.',
  extraSubject: 'Order {oid}: extra work needs your approval',
  extraProposed: 'After inspecting your vehicle, the garage proposes this extra work on order {oid}:',
  extraAmounts: 'Your order comes to {now} now, and to {ifApproved} if you approve this work.',
  extraPlanOff: '{percent}% off with your yearly plan',
  extraHow:
    'Nothing is done or billed without your approval. To approve or decline each item, open My Account → Orders and choose View Details.',
  resetSubject: 'Set a new password for your {brand} account',
  resetAsked:
    'Someone, hopefully you, asked to set a new password for your {brand} account. Open this link to choose one:',
  resetOnce: 'The link works once, for {minutes} minutes. Setting a new password logs you out everywhere.',
  resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  emailChangedSubject: 'The e-mail address of your {brand} account was changed',
  emailChanged:
    'The e-mail address of your {brand} account was changed to {email}. From now on we write to that address, and you log in with it.',
  emailChangedNotYou: 'If you did not make this change, reply to this e-mail or call us straight away.',
  passwordChangedSubject: 'The password of your {brand} account was changed',
  passwordChanged: 'The password of your {brand} account was just changed, and every other device was logged out.',
  passwordChangedNotYou:
    'If you did not make this change, choose "Forgot password?" on the login page to set a new one, and call us.',
  reminderServiceSubject: '{vehicle}: next service due on {date}',
  reminderService: 'Your {vehicle} ({reg}) is due for its next {service} on {date}.',
  reminderServiceBook: 'Book it for this vehicle in {city}, with pickup from your door:',
  reminderInsuranceSubject: '{vehicle}: insurance expires on {date}',
  reminderInsurance:
    'The insurance of your {vehicle} ({reg}) expires on {date}. Driving without valid insurance is an offence, so renew it before then.',
  reminderPucSubject: '{vehicle}: PUC certificate expires on {date}',
  reminderPuc:
    'The PUC (pollution under control) certificate of your {vehicle} ({reg}) expires on {date}. Get the vehicle tested before then.',
  reminderUpdateDates: 'Once renewed, save the new expiry date under My Vehicles, and we will remind you next time:',
  reminderUnsubscribe: 'Do not want these reminders? Turn them off with one click:',
  reminderServiceGeneric: 'service',
  reminderPlanSubject: '{vehicle}: your yearly plan {plan} ends on {date}',
  reminderPlan:
    'Your yearly plan {plan} for your {vehicle} ({reg}) ends on {date}. Its covered services and benefits stop after that day.',
  reminderPlanRenew: 'Renew it for another year:',
  placedCode:
    'Handover code: {code}. Give it to our rider only when you hand over your vehicle and when you get it back.',
  riderSubject: 'Order {oid}: your rider for the {trip}',
  riderIntro: '{rider} is your rider for the {trip} of order {oid}. You can call them on {phone}.',
  riderCode:
    'Give them your handover code only when you hand over or get back your vehicle. It is in your booking confirmation and on your order, under My Account → Orders.',
  tripPickup: 'pickup',
  tripDrop: 'drop',
  tripBoth: 'pickup and drop',
};

export type EmailTexts = Record<keyof typeof EN, string>;

// Marathi: sentences end in a full stop; "ईमेल" (docs/glossary.md).
const MR: EmailTexts = {
  hello: 'नमस्कार {name},',
  thanks: '{brand} निवडल्याबद्दल धन्यवाद.',
  team: '— टीम {brand}',
  orderLink: 'तुमची ऑर्डर येथे पाहा:',
  statusSubject: 'ऑर्डर {oid}: {label}',
  statusCancelled: 'तुमची ऑर्डर {oid} रद्द झाली आहे.',
  statusNow: 'तुमच्या ऑर्डर {oid} ची सध्याची स्थिती: {label}.',
  statusReason: 'कारण: {reason}',
  statusNote: 'गॅरेजकडून टीप: {note}',
  requestedSubject: 'ऑर्डर {oid} साठी पेमेंटची विनंती: {amount}',
  requestedAmount: 'तुमची गाडी परत येत आहे. ऑर्डर {oid} ची अंतिम रक्कम {amount} आहे (GST सह).',
  requestedOnline: 'आता ऑनलाइन पैसे भरा (UPI, कार्ड किंवा नेटबँकिंग):',
  requestedHow:
    'पैसे भरण्यासाठी माझे खाते → ऑर्डर उघडा आणि "आता पैसे भरा" निवडा. UPI किंवा बँक ट्रान्सफरने पेमेंट करून UTR किंवा रेफरन्स नंबर टाका. गाडी पोहोचल्यावर कार्डने किंवा रोखही पैसे देता येतील.',
  paidSubject: 'ऑर्डर {oid} चे पेमेंट मिळाले',
  paidReceived: 'ऑर्डर {oid} साठी तुमचे पेमेंट आम्हाला मिळाले आहे.',
  paidInvoice: 'तुमच्या GST टॅक्स बिलाचा (इनव्हॉइस) क्रमांक {number} आहे. ते माझे खाते → बिले (इनव्हॉइस) येथून डाउनलोड करता येईल.',
  placedSubject: 'बुकिंग निश्चित: ऑर्डर {oid}',
  placedIntro: '{brand} सोबत बुकिंग केल्याबद्दल धन्यवाद. तुमची ऑर्डर {oid} निश्चित झाली आहे.',
  placedService: 'सर्व्हिस: {name}',
  placedVehicle: 'गाडी: {makeModel}, {reg}',
  placedPickup: 'पिकअप: {date}, {slot}',
  placedFrom: 'पिकअपचे ठिकाण: {address}',
  placedLandmark: 'खूण (लँडमार्क): {landmark}',
  placedAmount: 'रक्कम: {amount}, काम झाल्यावर पैसे द्या',
  placedCall: 'पिकअपपूर्वी आम्ही तुम्हाला कॉल करू. गॅरेजला आढळलेले अतिरिक्त काम फक्त तुमच्या मंजुरीनेच केले जाते.',
  placedCancel:
    'रद्द करण्यासाठी, ऑर्डर "बुकिंग निश्चित" असताना माझे खाते → ऑर्डर उघडा आणि "रद्द करा" निवडा; तुमचा वेळेचा स्लॉट पुन्हा मोकळा होतो.',
  movedSubject: 'ऑर्डर {oid}: पिकअपची नवी तारीख {date}',
  moved: 'तुमच्या ऑर्डर {oid} ची वेळ बदलली आहे. पिकअप आता {date} रोजी {slot} या वेळेत होईल.',
  movedFollow: 'ऑर्डर "बुकिंग निश्चित" असेपर्यंत माझे खाते → ऑर्डर येथे तिची वेळ पुन्हा बदलता येईल किंवा ती रद्द करता येईल.',
  extraSubject: 'ऑर्डर {oid}: अतिरिक्त कामासाठी तुमची मंजुरी हवी आहे',
  extraProposed: 'तुमची गाडी तपासल्यानंतर गॅरेज ऑर्डर {oid} साठी हे अतिरिक्त काम सुचवत आहे:',
  extraAmounts: 'तुमच्या ऑर्डरची रक्कम आता {now} आहे; हे काम मंजूर केल्यास ती {ifApproved} होईल.',
  extraPlanOff: 'तुमच्या वार्षिक प्लॅनमुळे {percent}% सूट',
  extraHow:
    'तुमच्या मंजुरीशिवाय कोणतेही काम केले जात नाही किंवा बिलात लावले जात नाही. प्रत्येक काम मंजूर करण्यासाठी किंवा नाकारण्यासाठी माझे खाते → ऑर्डर उघडा आणि "तपशील पाहा" निवडा.',
  resetSubject: 'तुमच्या {brand} खात्याचा नवीन पासवर्ड सेट करा',
  resetAsked:
    'तुमच्या {brand} खात्याचा नवीन पासवर्ड सेट करण्याची विनंती आली आहे (बहुधा तुमच्याकडूनच). नवीन पासवर्ड निवडण्यासाठी ही लिंक उघडा:',
  resetOnce: 'ही लिंक {minutes} मिनिटांत एकदाच वापरता येते. नवीन पासवर्ड सेट केल्यावर तुम्ही सगळीकडून लॉग आउट व्हाल.',
  resetIgnore: 'ही विनंती तुम्ही केली नसेल तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
  emailChangedSubject: 'तुमच्या {brand} खात्याचा ईमेल पत्ता बदलला',
  emailChanged:
    'तुमच्या {brand} खात्याचा ईमेल पत्ता बदलून {email} झाला आहे. यापुढे आम्ही त्याच पत्त्यावर ईमेल पाठवू, आणि तुम्ही त्याच पत्त्याने लॉग इन कराल.',
  emailChangedNotYou: 'हा बदल तुम्ही केला नसेल तर या ईमेलला उत्तर द्या किंवा लगेच आम्हाला कॉल करा.',
  passwordChangedSubject: 'तुमच्या {brand} खात्याचा पासवर्ड बदलला',
  passwordChanged: 'तुमच्या {brand} खात्याचा पासवर्ड आत्ताच बदलला आहे, आणि इतर सर्व डिव्हाइसवरून लॉग आउट केले आहे.',
  passwordChangedNotYou:
    'हा बदल तुम्ही केला नसेल तर लॉग इन पानावर "पासवर्ड विसरलात?" निवडून नवीन पासवर्ड सेट करा, आणि आम्हाला कॉल करा.',
  reminderServiceSubject: '{vehicle}: पुढची सर्व्हिस {date} रोजी',
  reminderService: 'तुमच्या {vehicle} ({reg}) ची पुढची {service} {date} रोजी करायची आहे.',
  reminderServiceBook: 'या गाडीसाठी {city} मध्ये, घरून पिकअपसह बुक करा:',
  reminderInsuranceSubject: '{vehicle}: इन्शुरन्स {date} रोजी संपतो',
  reminderInsurance:
    'तुमच्या {vehicle} ({reg}) चा इन्शुरन्स {date} रोजी संपतो. वैध इन्शुरन्सशिवाय गाडी चालवणे हा गुन्हा आहे, म्हणून त्याआधी इन्शुरन्सचे नूतनीकरण करा.',
  reminderPucSubject: '{vehicle}: PUC प्रमाणपत्र {date} रोजी संपते',
  reminderPuc: 'तुमच्या {vehicle} ({reg}) चे PUC (प्रदूषण नियंत्रण) प्रमाणपत्र {date} रोजी संपते. त्याआधी गाडीची तपासणी करून घ्या.',
  reminderUpdateDates: 'नूतनीकरणानंतर नवीन तारीख माझ्या गाड्या येथे जतन करा, म्हणजे पुढच्या वेळी आम्ही रिमाइंडर पाठवू:',
  reminderUnsubscribe: 'हे रिमाइंडर नको आहेत? एका क्लिकवर बंद करा:',
  reminderServiceGeneric: 'सर्व्हिस',
  reminderPlanSubject: '{vehicle}: तुमचा वार्षिक प्लॅन {plan} {date} रोजी संपतो',
  reminderPlan:
    'तुमच्या {vehicle} ({reg}) साठीचा वार्षिक प्लॅन {plan} {date} रोजी संपतो. त्या दिवसानंतर त्यातील सर्व्हिस आणि सुविधा मिळणार नाहीत.',
  reminderPlanRenew: 'पुढच्या वर्षासाठी प्लॅनचे नूतनीकरण करा:',
  placedCode: 'हँडओव्हर कोड: {code}. गाडी देताना आणि परत घेतानाच तो आमच्या रायडरला सांगा.',
  riderSubject: 'ऑर्डर {oid}: {trip} साठी तुमचे रायडर',
  riderIntro: 'ऑर्डर {oid} च्या {trip} साठी {rider} तुमचे रायडर आहेत. त्यांना {phone} वर कॉल करता येईल.',
  riderCode:
    'गाडी देताना किंवा परत घेतानाच त्यांना तुमचा हँडओव्हर कोड सांगा. तो तुमच्या बुकिंगच्या पुष्टीच्या मेसेजमध्ये आणि माझे खाते → ऑर्डर येथे तुमच्या ऑर्डरमध्ये आहे.',
  tripPickup: 'पिकअप',
  tripDrop: 'ड्रॉप',
  tripBoth: 'पिकअप आणि ड्रॉप',
};

// Hindi: sentences end in "।" (the danda, as on the web's Hindi pages); "ईमेल" (docs/glossary.md).
const HI: EmailTexts = {
  hello: 'नमस्ते {name},',
  thanks: '{brand} चुनने के लिए धन्यवाद।',
  team: '— टीम {brand}',
  orderLink: 'अपना ऑर्डर यहाँ देखें:',
  statusSubject: 'ऑर्डर {oid}: {label}',
  statusCancelled: 'आपका ऑर्डर {oid} रद्द कर दिया गया है।',
  statusNow: 'आपके ऑर्डर {oid} की मौजूदा स्थिति: {label}।',
  statusReason: 'कारण: {reason}',
  statusNote: 'गैराज की ओर से नोट: {note}',
  requestedSubject: 'ऑर्डर {oid} के लिए भुगतान का अनुरोध: {amount}',
  requestedAmount: 'आपकी गाड़ी वापस आ रही है। ऑर्डर {oid} की अंतिम रकम {amount} है (GST सहित)।',
  requestedOnline: 'अभी ऑनलाइन भुगतान करें (UPI, कार्ड या नेटबैंकिंग):',
  requestedHow:
    'भुगतान के लिए मेरा खाता → ऑर्डर खोलें और "अभी भुगतान करें" चुनें। UPI या बैंक ट्रांसफ़र से भुगतान करके UTR या रेफ़रेंस नंबर डालें। गाड़ी पहुँचने पर आप कार्ड या नकद से भी भुगतान कर सकते हैं।',
  paidSubject: 'ऑर्डर {oid} का भुगतान मिल गया',
  paidReceived: 'ऑर्डर {oid} के लिए आपका भुगतान हमें मिल गया है।',
  paidInvoice: 'आपके GST टैक्स बिल (इनवॉइस) का नंबर {number} है। आप इसे मेरा खाता → बिल (इनवॉइस) से डाउनलोड कर सकते हैं।',
  placedSubject: 'बुकिंग कन्फ़र्म: ऑर्डर {oid}',
  placedIntro: '{brand} के साथ बुकिंग करने के लिए धन्यवाद। आपका ऑर्डर {oid} कन्फ़र्म हो गया है।',
  placedService: 'सर्विस: {name}',
  placedVehicle: 'गाड़ी: {makeModel}, {reg}',
  placedPickup: 'पिकअप: {date}, {slot}',
  placedFrom: 'पिकअप की जगह: {address}',
  placedLandmark: 'लैंडमार्क: {landmark}',
  placedAmount: 'रकम: {amount}, काम पूरा होने पर भुगतान करें',
  placedCall: 'पिकअप से पहले हम आपको कॉल करेंगे। गैराज को कोई अतिरिक्त काम दिखे, तो वह सिर्फ़ आपकी मंज़ूरी से ही किया जाता है।',
  placedCancel:
    'रद्द करने के लिए, जब तक ऑर्डर "बुकिंग कन्फ़र्म" है, मेरा खाता → ऑर्डर खोलें और "रद्द करें" चुनें; आपका समय का स्लॉट फिर से खाली हो जाता है।',
  movedSubject: 'ऑर्डर {oid}: पिकअप की नई तारीख {date}',
  moved: 'आपके ऑर्डर {oid} का समय बदल दिया गया है। पिकअप अब {date} को {slot} के बीच होगा।',
  movedFollow: 'जब तक ऑर्डर "बुकिंग कन्फ़र्म" है, आप मेरा खाता → ऑर्डर में इसका समय फिर से बदल सकते हैं या इसे रद्द कर सकते हैं।',
  extraSubject: 'ऑर्डर {oid}: अतिरिक्त काम के लिए आपकी मंज़ूरी चाहिए',
  extraProposed: 'आपकी गाड़ी जाँचने के बाद गैराज ऑर्डर {oid} के लिए यह अतिरिक्त काम सुझा रहा है:',
  extraAmounts: 'आपके ऑर्डर की रकम अभी {now} है, और यह काम मंज़ूर करने पर {ifApproved} हो जाएगी।',
  extraPlanOff: 'आपके सालाना प्लान से {percent}% की छूट',
  extraHow:
    'आपकी मंज़ूरी के बिना न कोई काम होता है, न बिल में जुड़ता है। हर काम को मंज़ूर करने या मना करने के लिए मेरा खाता → ऑर्डर खोलें और "पूरी जानकारी देखें" चुनें।',
  resetSubject: 'अपने {brand} खाते के लिए नया पासवर्ड सेट करें',
  resetAsked:
    'आपके {brand} खाते के लिए नया पासवर्ड सेट करने का अनुरोध आया है (शायद आपकी ओर से)। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
  resetOnce: 'यह लिंक {minutes} मिनट तक सिर्फ़ एक बार काम करता है। नया पासवर्ड सेट करने पर आप हर जगह से लॉग आउट हो जाएँगे।',
  resetIgnore: 'अगर यह अनुरोध आपने नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  emailChangedSubject: 'आपके {brand} खाते का ईमेल पता बदल गया',
  emailChanged: 'आपके {brand} खाते का ईमेल पता बदलकर {email} हो गया है। अब से हम इसी पते पर ईमेल भेजेंगे, और आप इसी से लॉग इन करेंगे।',
  emailChangedNotYou: 'अगर यह बदलाव आपने नहीं किया, तो इस ईमेल का जवाब दें या तुरंत हमें कॉल करें।',
  passwordChangedSubject: 'आपके {brand} खाते का पासवर्ड बदल गया',
  passwordChanged: 'आपके {brand} खाते का पासवर्ड अभी बदला गया है, और बाकी सभी डिवाइस से लॉग आउट कर दिया गया है।',
  passwordChangedNotYou:
    'अगर यह बदलाव आपने नहीं किया, तो लॉग इन पेज पर "पासवर्ड भूल गए?" चुनकर नया पासवर्ड सेट करें, और हमें कॉल करें।',
  reminderServiceSubject: '{vehicle}: अगली सर्विस {date} को',
  reminderService: 'आपकी {vehicle} ({reg}) की अगली {service} {date} को होनी है।',
  reminderServiceBook: 'इस गाड़ी के लिए {city} में, घर से पिकअप के साथ बुक करें:',
  reminderInsuranceSubject: '{vehicle}: इंश्योरेंस {date} को ख़त्म हो रहा है',
  reminderInsurance:
    'आपकी {vehicle} ({reg}) का इंश्योरेंस {date} को ख़त्म हो रहा है। बिना वैध इंश्योरेंस के गाड़ी चलाना अपराध है, इसलिए उससे पहले इंश्योरेंस रिन्यू करा लें।',
  reminderPucSubject: '{vehicle}: PUC सर्टिफ़िकेट {date} को ख़त्म हो रहा है',
  reminderPuc:
    'आपकी {vehicle} ({reg}) का PUC (प्रदूषण नियंत्रण) सर्टिफ़िकेट {date} को ख़त्म हो रहा है। उससे पहले गाड़ी की जाँच करा लें।',
  reminderUpdateDates: 'रिन्यू होने के बाद नई तारीख मेरी गाड़ियाँ में सेव करें, ताकि हम अगली बार याद दिला सकें:',
  reminderUnsubscribe: 'ये रिमाइंडर नहीं चाहिए? एक क्लिक में बंद करें:',
  reminderServiceGeneric: 'सर्विस',
  reminderPlanSubject: '{vehicle}: आपका सालाना प्लान {plan} {date} को ख़त्म हो रहा है',
  reminderPlan:
    'आपकी {vehicle} ({reg}) का सालाना प्लान {plan} {date} को ख़त्म हो रहा है। उस दिन के बाद इसकी सर्विस और सुविधाएँ नहीं मिलेंगी।',
  reminderPlanRenew: 'अगले साल के लिए प्लान रिन्यू करें:',
  placedCode: 'हैंडओवर कोड: {code}। गाड़ी देते समय और वापस लेते समय ही इसे हमारे राइडर को बताएं।',
  riderSubject: 'ऑर्डर {oid}: {trip} के लिए आपके राइडर',
  riderIntro: 'ऑर्डर {oid} के {trip} के लिए {rider} आपके राइडर हैं। आप उन्हें {phone} पर कॉल कर सकते हैं।',
  riderCode:
    'गाड़ी देते या वापस लेते समय ही उन्हें अपना हैंडओवर कोड बताएं। यह आपकी बुकिंग कन्फ़र्मेशन में और मेरा खाता → ऑर्डर में आपके ऑर्डर पर है।',
  tripPickup: 'पिकअप',
  tripDrop: 'ड्रॉप',
  tripBoth: 'पिकअप और ड्रॉप',
};

export const EMAIL_TEXTS: Record<Language, EmailTexts> = { en: EN, mr: MR, hi: HI };
