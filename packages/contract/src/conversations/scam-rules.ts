/**
 * The scam guard's rules, as data (docs/conversations.md "Scam guard"). Each rule is one regular-expression source, in
 * one language, for one script; a message matches a script when any of its rules matches the message's normalised text
 * (lower case, Devanagari digits as ASCII, spaces collapsed: `normaliseForScan`), compiled with the `iu` flags. `\b`
 * knows only ASCII words, so the Hindi (Devanagari) rules do without it.
 *
 * To add a pattern: add a rule here and an example to `scam-rules.test.ts` (and to the ordinary messages if it could
 * catch one). The scripts are those Indian rental fraud runs on: a request for the UPI PIN or an OTP, "scan this QR to
 * receive money", a UPI collect request to approve, token or advance money before a visit, a payment link outside
 * Kiraya, and a phone number pasted before its sender chose to share it.
 */

export const SCAM_CODES = ['pin_otp', 'qr_receive', 'collect_request', 'advance_payment', 'payment_link', 'phone_number'] as const;
export type ScamCode = (typeof SCAM_CODES)[number];
export type ScamLanguage = 'en' | 'hi' | 'hinglish' | 'any';

export interface ScamRule {
  code: ScamCode;
  lang: ScamLanguage;
  pattern: string;
}

const HINGLISH_SEND = '(?:batao|batado|bata do|bataiye|bhejo|bhej do|bhejiye|bhejna|dalo|daalo|daal do|de do|dedo|share karo|share kar do)';

export const SCAM_RULES: readonly ScamRule[] = [
  /* ── UPI PIN or OTP requests ── */
  { code: 'pin_otp', lang: 'en', pattern: String.raw`\b(?:upi|atm|debit card|card)\s*pin\b|\bm-?pin\b` },
  {
    code: 'pin_otp',
    lang: 'en',
    pattern: String.raw`\b(?:share|send|tell|give|enter|type|provide|forward|read out)\b.{0,30}\b(?:pin(?! ?code)|otp|one[ -]?time (?:password|code)|verification code)\b`,
  },
  { code: 'pin_otp', lang: 'en', pattern: String.raw`\botp\b` },
  { code: 'pin_otp', lang: 'hi', pattern: String.raw`(?:यूपीआई|एटीएम)\s*पिन|ओटीपी|वन टाइम पासवर्ड` },
  { code: 'pin_otp', lang: 'hi', pattern: String.raw`पिन(?!\s*कोड).{0,25}(?:बताएं|बताइए|बताओ|बता दो|भेजें|भेजो|भेज दो|डालें|डालो|दें|दो)` },
  { code: 'pin_otp', lang: 'hinglish', pattern: String.raw`\b(?:pin|otp)\b(?! ?code).{0,25}\b${HINGLISH_SEND}\b` },
  { code: 'pin_otp', lang: 'hinglish', pattern: String.raw`\b(?:apna|apni|aapka|apka|aap ka)\s+(?:upi\s+)?pin\b(?! ?code)` },

  /* ── "Scan this QR to receive money" ── */
  {
    code: 'qr_receive',
    lang: 'en',
    pattern: String.raw`\bscan\b.{0,50}\b(?:receive|get|getting|credited|refund|accept)\b|\bqr\b.{0,50}\b(?:receive|get (?:the |your )?(?:money|payment|amount|refund)|credited)\b`,
  },
  {
    code: 'qr_receive',
    lang: 'hi',
    pattern: '(?:स्कैन|क्यूआर|qr).{0,50}(?:पैसे|पैसा|रुपये|पेमेंट|रिफंड|अमाउंट).{0,30}(?:मिलेंगे|मिलेगा|मिल जाएंगे|मिल जाएगा|आ जाएंगे|आ जाएगा|पाने|प्राप्त)',
  },
  {
    code: 'qr_receive',
    lang: 'hinglish',
    pattern: String.raw`\b(?:scan|qr)\b.{0,50}\b(?:paise|paisa|payment|amount|refund|rupaye|rupees)\b.{0,30}\b(?:milenge|milega|mil jayenge|mil jayega|aa jayenge|aa jayega|aayenge|receive)\b`,
  },

  /* ── UPI collect requests ── */
  {
    code: 'collect_request',
    lang: 'en',
    pattern: String.raw`\bcollect (?:request|call)\b|\b(?:upi|gpay|google pay|phonepe|paytm|bhim|payment|money) request\b`,
  },
  {
    code: 'collect_request',
    lang: 'en',
    pattern: String.raw`\b(?:accept|approve)\b.{0,40}\brequest\b.{0,40}\b(?:upi|gpay|google pay|phonepe|paytm|bhim|money|payment)\b`,
  },
  { code: 'collect_request', lang: 'hi', pattern: String.raw`(?:कलेक्ट|पेमेंट|पैसे की)\s*रिक्वेस्ट|रिक्वेस्ट.{0,30}(?:स्वीकार|एक्सेप्ट|अप्रूव)` },
  {
    code: 'collect_request',
    lang: 'hinglish',
    pattern: String.raw`\brequest\b.{0,30}\b(?:accept|approve) ?(?:karo|kar do|kijiye|karna|kar lo)\b`,
  },

  /* ── Token or advance money before a visit ── */
  {
    code: 'advance_payment',
    lang: 'en',
    pattern: String.raw`\b(?:token|advance|booking)(?: amount| money| payment| fee| deposit)?\b.{0,50}\b(?:before|prior to|without)\b.{0,25}\b(?:visit|visiting|viewing|seeing|see|meet|meeting)`,
  },
  {
    code: 'advance_payment',
    lang: 'en',
    pattern: String.raw`\b(?:pay|send|transfer|deposit)\b.{0,30}\b(?:token|advance)\b.{0,40}\b(?:first|now|today|immediately|before|to (?:book|block|confirm|reserve|hold))\b`,
  },
  {
    code: 'advance_payment',
    lang: 'en',
    pattern: String.raw`\b(?:token|advance) (?:amount|money|payment)\b.{0,40}\b(?:first|now|today|immediately|to (?:book|block|confirm|reserve|hold))\b`,
  },
  {
    code: 'advance_payment',
    lang: 'hi',
    pattern:
      '(?:टोकन|एडवांस|अग्रिम|बुकिंग).{0,40}(?:पहले|अभी|आज ही|तुरंत).{0,30}(?:भेज|जमा|दे|ट्रांसफर|पे)|(?:देखने|विज़िट|विजिट|मिलने).{0,15}से पहले.{0,40}(?:टोकन|एडवांस|पैसे|अग्रिम)|(?:टोकन|एडवांस).{0,30}(?:भेजें|भेजो|भेज दो|जमा करें|जमा करो)',
  },
  {
    code: 'advance_payment',
    lang: 'hinglish',
    pattern: String.raw`\b(?:token|advance|booking)\b.{0,40}\b(?:pehle|pahle|abhi|aaj hi|turant)\b.{0,30}\b(?:bhejo|bhej do|bhejna|bhejiye|jama|de do|dedo|transfer|pay)|\b(?:visit|dekhne|milne)\b.{0,15}\bse pehle\b.{0,40}\b(?:token|advance|paise|payment)\b|\b(?:token|advance)(?: amount| money| paise)?\b.{0,20}\b(?:bhejo|bhej do|bhejiye|jama karo|transfer karo)\b`,
  },

  /* ── Payment links outside Kiraya ── */
  { code: 'payment_link', lang: 'any', pattern: String.raw`upi:\/\/` },
  {
    code: 'payment_link',
    lang: 'any',
    pattern: String.raw`\b(?:rzp\.io|razorpay\.me|paytm\.me|phon\.pe|gpay\.app\.goo\.gl|pay\.google\.com|paypal\.me|instamojo\.com|imjo\.in|payu\.in|cashfree\.com|bit\.ly|tinyurl\.com|cutt\.ly)\b`,
  },
  { code: 'payment_link', lang: 'en', pattern: String.raw`\b(?:payment|pay|upi) link\b` },
  { code: 'payment_link', lang: 'hi', pattern: String.raw`(?:पेमेंट|भुगतान)\s*लिंक` },
  {
    code: 'payment_link',
    lang: 'hinglish',
    pattern: String.raw`\blink\b.{0,30}\b(?:pe|par|se)\b.{0,20}\b(?:pay|payment) ?(?:karo|kar do|kijiye|karna)\b`,
  },

  /* ── A phone number pasted before its sender shared theirs (Devanagari digits arrive as ASCII) ── */
  {
    code: 'phone_number',
    lang: 'any',
    pattern: String.raw`(?:\+?91[ -]?|\b0)?\b(?:[6-9]\d{9}|[6-9]\d{4}[ -]\d{5}|[6-9]\d{2}[ -]\d{3}[ -]\d{4})\b`,
  },
];
