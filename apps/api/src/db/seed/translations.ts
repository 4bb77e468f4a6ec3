// The demo catalogue's words in Marathi and Hindi (decision 0012): each service's and service line's texts, at the same places as the English in data.ts.
import type { MainProductTexts, ProductTexts, TranslatedLanguage } from '@motomitra/domain/catalogue-texts';

// The shared notes of data.ts (BIKE_CC_NOTE, BIKE_CC_NOTE_2, CAR_NOTE, PARTS_NOTE), in each language.
const MR_BIKE_CC_NOTE =
  'सीसी टीप: 125 cc पर्यंतच्या रोजच्या वापरातल्या बाइक आणि इलेक्ट्रिक स्कूटर पहिल्या किंमत गटात (150 cc पेक्षा कमी) येतात.';
const MR_BIKE_CC_NOTE_2 = 'सीसी टीप: 200 cc पर्यंत (150–200 cc) दुसरा गट; 200 cc पेक्षा जास्त असल्यास तिसरा गट.';
const MR_CAR_NOTE =
  'कारचे सेगमेंट: हॅचबॅक (Swift, i20), सेडान (Dzire, City), 4 मीटरपेक्षा कमी लांबीची कॉम्पॅक्ट SUV (Nexon, Brezza), SUV/MUV (Creta, XUV700, Innova), लक्झरी (Mercedes, BMW, Audi, Volvo).';
const MR_PARTS_NOTE = 'तपासणीत गरज दिसलेले पार्ट्स आणि अतिरिक्त काम तुम्ही मंजूर केल्यानंतरच जॉब कार्डमध्ये जोडले जातात.';

const HI_BIKE_CC_NOTE =
  'सीसी के बारे में: 125 cc तक की रोज़ चलने वाली बाइक और इलेक्ट्रिक स्कूटर पहले प्राइस स्लैब (150 cc से कम) में आते हैं।';
const HI_BIKE_CC_NOTE_2 = 'सीसी के बारे में: 200 cc तक (150–200 cc) दूसरा स्लैब है; 200 cc से ऊपर तीसरा।';
const HI_CAR_NOTE =
  'कार के सेगमेंट: हैचबैक (Swift, i20), सेडान (Dzire, City), 4 मीटर से छोटी कॉम्पैक्ट SUV (Nexon, Brezza), SUV/MUV (Creta, XUV700, Innova), लग्ज़री (Mercedes, BMW, Audi, Volvo)।';
const HI_PARTS_NOTE = 'जाँच में ज़रूरी निकले पार्ट्स और अतिरिक्त काम आपकी मंज़ूरी के बाद ही जॉब कार्ड में जोड़े जाते हैं।';

export const PRODUCT_TRANSLATIONS: Record<string, Record<TranslatedLanguage, ProductTexts>> = {
  'bike-general-service': {
    mr: {
      product_name: 'बाइक जनरल सर्व्हिस',
      description: [
        {
          main_point: 'इंजिन ऑइल बदलणे',
          sub_points: ['10W-30 ऑइल, 1 लिटरपर्यंत', 'ऑइल फिल्टरची साफसफाई किंवा बदल'],
        },
        {
          main_point: 'ब्रेक तपासणी आणि ॲडजस्टमेंट',
          sub_points: ['पुढच्या आणि मागच्या ब्रेकचा फ्री प्ले', 'ब्रेक शू किंवा पॅड किती झिजले याचा रिपोर्ट'],
        },
        { main_point: 'चेनची साफसफाई आणि ल्युब्रिकेशन', sub_points: ['चेनचा सैलपणा ॲडजस्ट करणे'] },
        { main_point: 'एअर फिल्टर आणि स्पार्क प्लगची साफसफाई', sub_points: [] },
        { main_point: 'वॉटर वॉश आणि पॉलिश', sub_points: [] },
      ],
      additional_info: [MR_BIKE_CC_NOTE, MR_BIKE_CC_NOTE_2, MR_PARTS_NOTE],
    },
    hi: {
      product_name: 'बाइक जनरल सर्विस',
      description: [
        {
          main_point: 'इंजन ऑयल बदलना',
          sub_points: ['10W-30 ऑयल, 1 लीटर तक', 'ऑयल फ़िल्टर की सफ़ाई या बदलाव'],
        },
        {
          main_point: 'ब्रेक की जाँच और एडजस्टमेंट',
          sub_points: ['आगे और पीछे के ब्रेक का फ़्री प्ले', 'ब्रेक शू या पैड कितने घिसे हैं, इसकी रिपोर्ट'],
        },
        { main_point: 'चेन की सफ़ाई और लुब्रिकेशन', sub_points: ['चेन का ढीलापन एडजस्ट करना'] },
        { main_point: 'एयर फ़िल्टर और स्पार्क प्लग की सफ़ाई', sub_points: [] },
        { main_point: 'वॉटर वॉश और पॉलिश', sub_points: [] },
      ],
      additional_info: [HI_BIKE_CC_NOTE, HI_BIKE_CC_NOTE_2, HI_PARTS_NOTE],
    },
  },
  'bike-premium-service': {
    mr: {
      product_name: 'बाइक प्रीमियम सर्व्हिस',
      description: [
        { main_point: 'जनरल सर्व्हिसमधील सर्व कामे', sub_points: [] },
        {
          main_point: 'कार्ब्युरेटर किंवा थ्रॉटल बॉडीची साफसफाई',
          sub_points: ['आयडल स्पीड सेट करणे', 'फ्युएल लाइन तपासणे'],
        },
        { main_point: 'इलेक्ट्रिकल्सची तपासणी', sub_points: ['बॅटरीची कंडिशन तपासणे', 'लाइट, हॉर्न आणि इंडिकेटर'] },
        { main_point: 'ब्रेक फ्लुइड टॉप-अप आणि क्लच ॲडजस्टमेंट', sub_points: [] },
        { main_point: '20-पॉइंट तपासणी रिपोर्ट', sub_points: ['टायरची ग्रिप (ट्रेड) आणि हवा', 'सस्पेन्शनची ऑइल गळती'] },
      ],
      additional_info: [MR_BIKE_CC_NOTE, MR_BIKE_CC_NOTE_2, MR_PARTS_NOTE],
    },
    hi: {
      product_name: 'बाइक प्रीमियम सर्विस',
      description: [
        { main_point: 'जनरल सर्विस का सारा काम', sub_points: [] },
        {
          main_point: 'कार्बोरेटर या थ्रॉटल बॉडी की सफ़ाई',
          sub_points: ['आइडल स्पीड सेट करना', 'फ़्यूल लाइन की जाँच'],
        },
        { main_point: 'इलेक्ट्रिकल्स की जाँच', sub_points: ['बैटरी की कंडीशन की जाँच', 'लाइट, हॉर्न और इंडिकेटर'] },
        { main_point: 'ब्रेक फ़्लूइड टॉप-अप और क्लच एडजस्टमेंट', sub_points: [] },
        { main_point: '20-पॉइंट जाँच रिपोर्ट', sub_points: ['टायर की ग्रिप (ट्रेड) और हवा', 'सस्पेंशन में ऑयल लीक'] },
      ],
      additional_info: [HI_BIKE_CC_NOTE, HI_BIKE_CC_NOTE_2, HI_PARTS_NOTE],
    },
  },
  'bike-engine-oil-change': {
    mr: {
      product_name: 'बाइक इंजिन ऑइल चेंज',
      description: [
        {
          main_point: 'जुने इंजिन ऑइल काढून नवीन भरणे',
          sub_points: ['तुमच्या गाडीच्या मॅन्युअलमध्ये सांगितलेल्या ग्रेडचे ब्रँडेड ऑइल'],
        },
        { main_point: 'ऑइल लेव्हल आणि गळती तपासणे', sub_points: [] },
        { main_point: 'टायरची हवा मोफत तपासणे', sub_points: [] },
      ],
      additional_info: [MR_BIKE_CC_NOTE, MR_BIKE_CC_NOTE_2],
    },
    hi: {
      product_name: 'बाइक इंजन ऑयल चेंज',
      description: [
        {
          main_point: 'पुराना इंजन ऑयल निकालकर नया डालना',
          sub_points: ['आपकी गाड़ी के मैनुअल में बताए गए ग्रेड का ब्रांडेड ऑयल'],
        },
        { main_point: 'ऑयल लेवल और लीकेज की जाँच', sub_points: [] },
        { main_point: 'टायर प्रेशर की मुफ़्त जाँच', sub_points: [] },
      ],
      additional_info: [HI_BIKE_CC_NOTE, HI_BIKE_CC_NOTE_2],
    },
  },
  'bike-yearly-care-plan': {
    mr: {
      product_name: 'बाइक वार्षिक केअर प्लॅन',
      description: [
        { main_point: '12 महिन्यांत तीन जनरल सर्व्हिस', sub_points: ['प्रत्येक सर्व्हिस तुमच्या सोयीनुसार बुक करा'] },
        { main_point: 'दोन जादा वॉटर वॉश', sub_points: [] },
        { main_point: 'पिकअपसाठी प्राधान्याने स्लॉट', sub_points: [] },
        { main_point: 'प्लॅनच्या काळात बसवलेल्या पार्ट्सवर 10% सूट', sub_points: [] },
      ],
      additional_info: [MR_BIKE_CC_NOTE, MR_BIKE_CC_NOTE_2, 'पहिल्या सर्व्हिसच्या तारखेपासून प्लॅन सुरू होतो.'],
    },
    hi: {
      product_name: 'बाइक सालाना केयर प्लान',
      description: [
        { main_point: '12 महीनों में तीन जनरल सर्विस', sub_points: ['हर सर्विस जब आपको ठीक लगे, तब बुक करें'] },
        { main_point: 'दो एक्स्ट्रा वॉटर वॉश', sub_points: [] },
        { main_point: 'पिकअप स्लॉट में प्राथमिकता', sub_points: [] },
        { main_point: 'प्लान के दौरान लगाए गए पार्ट्स पर 10% छूट', sub_points: [] },
      ],
      additional_info: [HI_BIKE_CC_NOTE, HI_BIKE_CC_NOTE_2, 'प्लान पहली सर्विस की तारीख से शुरू होता है।'],
    },
  },
  'car-basic-service': {
    mr: {
      product_name: 'कार बेसिक सर्व्हिस',
      description: [
        { main_point: 'इंजिन ऑइल आणि ऑइल फिल्टर बदलणे', sub_points: ['मॅन्युअलनुसार सेमी-सिंथेटिक ऑइल'] },
        { main_point: 'एअर फिल्टरची साफसफाई', sub_points: [] },
        { main_point: 'कूलंट, ब्रेक फ्लुइड आणि वॉशर फ्लुइड टॉप-अप', sub_points: [] },
        {
          main_point: '25-पॉइंट तपासणी',
          sub_points: ['ब्रेक, टायर, लाइट, बॅटरी', 'फोटोसह लेखी रिपोर्ट'],
        },
        { main_point: 'बाहेरून वॉशिंग', sub_points: [] },
      ],
      additional_info: [MR_CAR_NOTE, MR_PARTS_NOTE],
    },
    hi: {
      product_name: 'कार बेसिक सर्विस',
      description: [
        { main_point: 'इंजन ऑयल और ऑयल फ़िल्टर बदलना', sub_points: ['मैनुअल के हिसाब से सेमी-सिंथेटिक ऑयल'] },
        { main_point: 'एयर फ़िल्टर की सफ़ाई', sub_points: [] },
        { main_point: 'कूलेंट, ब्रेक फ़्लूइड और वॉशर फ़्लूइड टॉप-अप', sub_points: [] },
        {
          main_point: '25-पॉइंट जाँच',
          sub_points: ['ब्रेक, टायर, लाइट, बैटरी', 'फ़ोटो के साथ लिखित रिपोर्ट'],
        },
        { main_point: 'बाहर से वॉशिंग', sub_points: [] },
      ],
      additional_info: [HI_CAR_NOTE, HI_PARTS_NOTE],
    },
  },
  'car-comprehensive-service': {
    mr: {
      product_name: 'कार कॉम्प्रिहेन्सिव्ह सर्व्हिस',
      description: [
        { main_point: 'बेसिक सर्व्हिसमधील सर्व कामे', sub_points: [] },
        { main_point: 'एअर, केबिन आणि फ्युएल फिल्टर बदलणे', sub_points: [] },
        { main_point: 'स्पार्क प्लग (पेट्रोल) किंवा इंजेक्टर तपासणी (डिझेल)', sub_points: [] },
        { main_point: 'ब्रेकची साफसफाई आणि ॲडजस्टमेंट', sub_points: ['पुढचे पॅड आणि मागचे शू'] },
        { main_point: 'व्हील अलाइनमेंट आणि बॅलन्सिंग', sub_points: [] },
        { main_point: 'आतून व्हॅक्यूम क्लीनिंग आणि फोम वॉश', sub_points: [] },
      ],
      additional_info: [MR_CAR_NOTE, MR_PARTS_NOTE],
    },
    hi: {
      product_name: 'कार कॉम्प्रिहेंसिव सर्विस',
      description: [
        { main_point: 'बेसिक सर्विस का सारा काम', sub_points: [] },
        { main_point: 'एयर, केबिन और फ़्यूल फ़िल्टर बदलना', sub_points: [] },
        { main_point: 'स्पार्क प्लग (पेट्रोल) या इंजेक्टर की जाँच (डीज़ल)', sub_points: [] },
        { main_point: 'ब्रेक की सफ़ाई और एडजस्टमेंट', sub_points: ['आगे के पैड और पीछे के शू'] },
        { main_point: 'व्हील अलाइनमेंट और बैलेंसिंग', sub_points: [] },
        { main_point: 'अंदर की वैक्यूम क्लीनिंग और फ़ोम वॉश', sub_points: [] },
      ],
      additional_info: [HI_CAR_NOTE, HI_PARTS_NOTE],
    },
  },
  'car-ac-service': {
    mr: {
      product_name: 'कार AC सर्व्हिस',
      description: [
        { main_point: 'AC गॅस टॉप-अप (400 g पर्यंत)', sub_points: ['डाय टाकून गळती तपासणे'] },
        { main_point: 'कंडेन्सर आणि कूलिंग कॉइलची साफसफाई', sub_points: [] },
        { main_point: 'केबिन फिल्टर बदलणे', sub_points: [] },
        { main_point: 'व्हेंटमधून येणाऱ्या हवेचे तापमान तपासणे', sub_points: [] },
      ],
      additional_info: [MR_CAR_NOTE, 'सध्या फक्त नागपूरमध्ये उपलब्ध; पुण्यात पुढच्या सीझनपासून.'],
    },
    hi: {
      product_name: 'कार AC सर्विस',
      description: [
        { main_point: 'AC गैस टॉप-अप (400 g तक)', sub_points: ['डाई डालकर लीक की जाँच'] },
        { main_point: 'कंडेंसर और कूलिंग कॉइल की सफ़ाई', sub_points: [] },
        { main_point: 'केबिन फ़िल्टर बदलना', sub_points: [] },
        { main_point: 'वेंट से आने वाली हवा के तापमान की जाँच', sub_points: [] },
      ],
      additional_info: [HI_CAR_NOTE, 'अभी सिर्फ़ नागपुर में उपलब्ध; पुणे में अगले सीज़न से।'],
    },
  },
  'car-wash-interior-detailing': {
    mr: {
      product_name: 'कार वॉश आणि इंटिरियर डिटेलिंग',
      description: [
        { main_point: 'फोम वॉश आणि हाताने पुसून कोरडी करणे', sub_points: [] },
        { main_point: 'आतून व्हॅक्यूम, डॅशबोर्ड आणि सीट-अपहोल्स्ट्रीची साफसफाई', sub_points: [] },
        { main_point: 'टायर ड्रेसिंग आणि काचांना पॉलिश', sub_points: [] },
      ],
      additional_info: [MR_CAR_NOTE, 'काम तुमच्या दारातच होते; तिथे पाणी किंवा वीज नसेल तर आम्ही सोबत आणतो.'],
    },
    hi: {
      product_name: 'कार वॉश और इंटीरियर डिटेलिंग',
      description: [
        { main_point: 'फ़ोम वॉश और हाथ से पोंछकर सुखाना', sub_points: [] },
        { main_point: 'अंदर वैक्यूम, डैशबोर्ड और सीट-अपहोल्स्ट्री की सफ़ाई', sub_points: [] },
        { main_point: 'टायर ड्रेसिंग और शीशों की पॉलिश', sub_points: [] },
      ],
      additional_info: [HI_CAR_NOTE, 'काम आपके दरवाज़े पर ही होता है; वहाँ पानी या बिजली न हो तो हम साथ लेकर आते हैं।'],
    },
  },
  'breakdown-assistance': {
    mr: {
      product_name: 'ब्रेकडाउन मदत – बाइक आणि कार',
      description: [
        { main_point: 'शहरात तुम्ही असाल तिथे मेकॅनिक येतो', sub_points: ['साधारणपणे 60 मिनिटांत'] },
        { main_point: 'छोटे बिघाड जागेवरच दुरुस्त करणे', sub_points: ['फ्यूज, केबल, प्लग, चेन'] },
        {
          main_point: 'गरज पडल्यास जवळच्या पार्टनर गॅरेजपर्यंत टोइंग',
          sub_points: ['10 km पर्यंतचे टोइंग किमतीतच समाविष्ट'],
        },
      ],
      additional_info: [
        MR_BIKE_CC_NOTE,
        MR_BIKE_CC_NOTE_2,
        MR_CAR_NOTE,
        'जागेवर वापरलेल्या पार्ट्सचे पैसे त्यांच्यावर छापलेल्या किमतीनुसार (MRP) घेतले जातात.',
      ],
    },
    hi: {
      product_name: 'ब्रेकडाउन में मदद – बाइक और कार',
      description: [
        { main_point: 'शहर में आप जहाँ भी हों, मैकेनिक वहीं पहुँचता है', sub_points: ['आमतौर पर 60 मिनट के अंदर'] },
        { main_point: 'छोटी-मोटी ख़राबी की मौके पर ही मरम्मत', sub_points: ['फ़्यूज़, केबल, प्लग, चेन'] },
        {
          main_point: 'ज़रूरत हो तो नज़दीकी पार्टनर गैराज तक टोइंग',
          sub_points: ['10 km तक कीमत में शामिल'],
        },
      ],
      additional_info: [
        HI_BIKE_CC_NOTE,
        HI_BIKE_CC_NOTE_2,
        HI_CAR_NOTE,
        'मौके पर लगाए गए पार्ट्स का पैसा उन पर छपी कीमत (MRP) के हिसाब से लिया जाता है।',
      ],
    },
  },
  'flat-tyre-battery-jump-start': {
    mr: {
      product_name: 'पंक्चर टायर आणि बॅटरी जंप-स्टार्ट',
      description: [
        { main_point: 'पंक्चर काढणे किंवा स्टेपनी बसवणे', sub_points: ['ट्यूबलेस पंक्चर किट'] },
        { main_point: 'बॅटरी जंप-स्टार्ट', sub_points: ['गाडी सुरू झाल्यावर बॅटरीची कंडिशन तपासणे'] },
        { main_point: 'सर्व चाकांमध्ये योग्य हवा भरणे', sub_points: ['स्टेपनीची हवाही तपासली जाते (कार)'] },
      ],
      additional_info: [MR_BIKE_CC_NOTE, MR_BIKE_CC_NOTE_2, MR_CAR_NOTE],
    },
    hi: {
      product_name: 'पंक्चर टायर और बैटरी जंप-स्टार्ट',
      description: [
        { main_point: 'पंक्चर बनाना या स्टेपनी लगाना', sub_points: ['ट्यूबलेस पंक्चर किट'] },
        { main_point: 'बैटरी जंप-स्टार्ट', sub_points: ['गाड़ी स्टार्ट होने के बाद बैटरी की कंडीशन की जाँच'] },
        { main_point: 'सभी पहियों में सही हवा भरना', sub_points: ['स्टेपनी की हवा की भी जाँच (कार)'] },
      ],
      additional_info: [HI_BIKE_CC_NOTE, HI_BIKE_CC_NOTE_2, HI_CAR_NOTE],
    },
  },
};

export const MAIN_PRODUCT_TRANSLATIONS: Record<string, Record<TranslatedLanguage, MainProductTexts>> = {
  'two-wheeler-servicing': {
    mr: {
      product_name: 'टू-व्हीलर सर्व्हिसिंग',
      description: ['सर्व कंपन्यांच्या मोटरसायकल आणि स्कूटर', 'घरपोच पिकअप आणि ड्रॉप', 'इंजिनच्या सीसीनुसार किंमत, बुकिंगआधीच ठरलेली'],
    },
    hi: {
      product_name: 'टू-व्हीलर सर्विसिंग',
      description: [
        'हर कंपनी की मोटरसाइकिल और स्कूटर',
        'घर से पिकअप और ड्रॉप',
        'इंजन के सीसी के हिसाब से कीमत, बुकिंग से पहले ही तय',
      ],
    },
  },
  'four-wheeler-servicing': {
    mr: {
      product_name: 'फोर-व्हीलर सर्व्हिसिंग',
      description: ['हॅचबॅकपासून लक्झरी कारपर्यंत', 'बेसिक, कॉम्प्रिहेन्सिव्ह, AC आणि डिटेलिंग', 'फोटोसह लेखी तपासणी रिपोर्ट'],
    },
    hi: {
      product_name: 'फोर-व्हीलर सर्विसिंग',
      description: ['हैचबैक से लेकर लग्ज़री कार तक', 'बेसिक, कॉम्प्रिहेंसिव, AC और डिटेलिंग', 'फ़ोटो के साथ लिखित जाँच रिपोर्ट'],
    },
  },
  'breakdown-assistance': {
    mr: {
      product_name: 'ब्रेकडाउन मदत',
      description: ['तुम्ही असाल तिथे मेकॅनिक', 'पंक्चर, उतरलेली बॅटरी, छोटे बिघाड', 'पार्टनर गॅरेजपर्यंत टोइंग'],
    },
    hi: {
      product_name: 'ब्रेकडाउन में मदद',
      description: ['आप जहाँ हों, वहीं मैकेनिक', 'पंक्चर, डाउन बैटरी, छोटी-मोटी ख़राबी', 'पार्टनर गैराज तक टोइंग'],
    },
  },
  'yearly-bike-plan': {
    mr: {
      product_name: 'बाइकचा वार्षिक प्लॅन',
      description: ['वर्षाला तीन सर्व्हिस आणि दोन वॉश', 'पिकअपसाठी प्राधान्याने स्लॉट', 'पार्ट्सवर बचत'],
    },
    hi: {
      product_name: 'बाइक का सालाना प्लान',
      description: ['साल में तीन सर्विस और दो वॉश', 'पिकअप स्लॉट में प्राथमिकता', 'पार्ट्स पर बचत'],
    },
  },
  'insurance-renewal': {
    mr: {
      product_name: 'इन्शुरन्स रिन्यूअल',
      description: [
        'आघाडीच्या इन्शुरन्स कंपन्यांचे कोटेशन',
        'नो-क्लेम बोनस (NCB) ट्रान्सफरसाठी मदत',
        'सुरुवात करण्यासाठी कॉल बॅकची विनंती करा',
      ],
    },
    hi: {
      product_name: 'इंश्योरेंस रिन्यूअल',
      description: ['बड़ी इंश्योरेंस कंपनियों के कोटेशन', 'नो-क्लेम बोनस (NCB) ट्रांसफ़र में मदद', 'शुरू करने के लिए हमसे कॉल बैक माँगें'],
    },
  },
  'rto-assistance': {
    mr: {
      product_name: 'RTO कामात मदत',
      description: ['ओनरशिप ट्रान्सफर आणि पत्ता बदल', 'डुप्लिकेट RC आणि NOC', 'सुरुवात करण्यासाठी कॉल बॅकची विनंती करा'],
    },
    hi: {
      product_name: 'RTO के कामों में मदद',
      description: ['ओनरशिप ट्रांसफ़र और पते में बदलाव', 'डुप्लीकेट RC और NOC', 'शुरू करने के लिए हमसे कॉल बैक माँगें'],
    },
  },
};
