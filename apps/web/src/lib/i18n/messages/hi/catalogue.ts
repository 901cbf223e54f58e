import type { Translation } from '../../translate';
import type english from '../en/catalogue';

const hindi: Translation<typeof english> = {
  'lead.property': 'लखनऊ में फ्लैट, कमरे, PG और दुकानें, महीने के किराये पर या खरीदने के लिए।',
  'lead.appliance': 'पुराने फ्रिज, AC, वॉशिंग मशीन, कूलर और भी बहुत कुछ, लिस्ट होने से पहले जाँचे हुए।',
  'lead.clothing': 'शेरवानी, लहंगे, साड़ियाँ और रोज़ के कपड़े, किसी मौके के लिए किराये पर या खरीदने के लिए।',
  'category.unknownText': 'Kiraya पर “{name}” नाम की कोई श्रेणी नहीं है। प्रॉपर्टी, घरेलू उपकरण या कपड़े देखें।',
  'browser.searchRegion': '{label} में खोजें',
  'browser.searchLabel': '{label} में टाइटल से खोजें',
  'browser.search': 'खोजें',
  'browser.matching': '“{q}” वाले टाइटल',
  'browser.clear': 'खोज हटाएँ',
  'browser.loading': '{label} लोड हो रहे हैं…',
  'browser.empty': 'इस श्रेणी में कोई लिस्टिंग नहीं मिली।',
  'browser.showAll': '{label} में सब कुछ दिखाएँ',
  'browser.exploreAll': 'सभी श्रेणियाँ देखें',
  'browser.pages': '{label} के पेज',
  'sort.label': 'क्रम',
  'count.loading': 'चीज़ें लोड हो रही हैं…',
  'count.items': { one: '{count} चीज़', other: '{count} चीज़ें' },
  'count.range': '{of} में से {from}–{to} चीज़ें',
  'count.moreThan': '{count} से ज़्यादा',
};

export default hindi;
