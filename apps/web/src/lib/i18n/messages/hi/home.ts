import type { Translation } from '../../translate';
import type english from '../en/home';

const hindi: Translation<typeof english> = {
  title: 'लखनऊ में पुराना सामान किराये पर लें और खरीदें',
  'hero.reviewed': 'हर लिस्टिंग लाइव होने से पहले जाँची जाती है',
  'hero.heading': 'पुराना सामान किराये पर लें या खरीदें, ',
  'hero.headingPlace': 'यहीं लखनऊ में',
  'hero.lead': 'आपके शहर के लोगों से घर, घरेलू उपकरण और कपड़े, दाम रुपये में। महीने के किराये पर लें या सीधे खरीद लें।',
  'hero.explore': 'सारी लिस्टिंग देखें',
  'hero.postAd': 'विज्ञापन डालें',
  'blurb.property': 'महीने के किराये पर फ्लैट, कमरे और दुकानें',
  'blurb.appliance': 'फ्रिज, AC, वॉशिंग मशीन और भी बहुत कुछ',
  'blurb.clothing': 'शेरवानी, लहंगे और रोज़ के कपड़े',
  'categories.loading': 'श्रेणियाँ लोड हो रही हैं…',
  'categories.viewAll': 'सब देखें',
  'categories.empty': 'इस श्रेणी में कोई लिस्टिंग नहीं मिली।',
  'latest.title': 'नई लिस्टिंग',
  'latest.lead': 'पूरे लखनऊ से ताज़ा विज्ञापन, सबसे नए पहले',
  'latest.exploreAll': 'सब देखें',
  'latest.loading': 'नई लिस्टिंग लोड हो रही हैं…',
  'latest.empty': 'कोई नतीजा नहीं मिला।',
  'how.title': 'Kiraya कैसे काम करता है',
  'how.browse': 'देखें',
  'how.browseText': 'गोमती नगर से अलीगंज तक, पूरे लखनऊ के जाँचे हुए फ्लैट, उपकरण और कपड़े देखें, दाम रुपये में।',
  'how.contact': 'संपर्क करें',
  'how.contactText': 'लिस्टिंग से ही मालिक को कॉल या ईमेल करें। हालत के बारे में पूछें, देखने जाएँ, और अपनी ज़रूरी बातें तय करें।',
  'how.rentOrBuy': 'किराये पर लें या खरीदें',
  'how.rentOrBuyText': 'जितने महीने चाहिए उतने महीने किराये पर लें, या सीधे खरीद लें। आपके और मालिक के बीच कोई बिचौलिया नहीं।',
};

export default hindi;
