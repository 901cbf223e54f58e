import type { Translation } from '../../translate';
import type english from '../en/report';

const hindi: Translation<typeof english> = {
  'report.loginRequired': 'विज्ञापन की शिकायत करने के लिए कृपया लॉग इन करें।',
  'report.sent': 'धन्यवाद। हमारी टीम इस शिकायत को देखेगी।',
  'report.sentTitle': 'शिकायत भेज दी गई',
  'report.description': 'बताइए कि “{title}” में क्या गड़बड़ है। हमारी टीम हर शिकायत पढ़ती है।',
  'report.logIn': 'शिकायत करने के लिए लॉग इन करें',
  'report.reason': 'कारण',
  'report.hint': 'इसमें क्या गड़बड़ है? {length}/{max} अक्षर, कम से कम {min}।',
  'report.placeholder': 'जैसे: फ़ोटो किसी दूसरे फ़्लैट की हैं, या बेचने वाले ने पहले से पैसे माँगे।',
  'report.failed': 'शिकायत नहीं भेजी जा सकी। कृपया फिर कोशिश करें।',
};

export default hindi;
