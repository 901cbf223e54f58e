import { describe, expect, it } from 'vitest';
import { normaliseForScan, SCAM_CODES, SCAM_RULES, type ScamCode, scanMessage } from './rules.js';

const scan = (text: string, senderSharedNumber = false) => scanMessage({ text, senderSharedNumber });

/** Each script in English, Hindi (Devanagari) and Hinglish, as scammers type them. */
const SCRIPTS: Record<ScamCode, { en: string[]; hi: string[]; hinglish: string[] }> = {
  pin_otp: {
    en: [
      'Please share your UPI PIN so I can send the deposit back',
      'Tell me the OTP you just got on your phone',
      'enter your pin to confirm',
    ],
    hi: ['अपना यूपीआई पिन बताइए, पैसे भेज रहा हूँ', 'फ़ोन पर आया ओटीपी भेजें'],
    hinglish: ['bhai apna upi pin batao jaldi', 'otp bhej do jo abhi aaya hai', 'pin daal do payment ke liye'],
  },
  qr_receive: {
    en: ['Scan this QR code to receive the advance refund', 'I am sending a QR, scan it and you will get the money'],
    hi: ['यह क्यूआर स्कैन कीजिए, पैसे आपके खाते में आ जाएंगे', 'स्कैन करने पर आपको पैसे मिलेंगे'],
    hinglish: ['ye QR scan karo, paise aapke account me aa jayenge', 'scan karte hi payment mil jayega'],
  },
  collect_request: {
    en: ['I sent a collect request, please approve it', 'Accept the request on Google Pay to get your money'],
    hi: ['मैंने कलेक्ट रिक्वेस्ट भेजी है', 'फोनपे पर रिक्वेस्ट स्वीकार करें'],
    hinglish: ['gpay pe request bheji hai, accept kar do', 'request aayi hogi, approve karo'],
  },
  advance_payment: {
    en: [
      'Send the token amount first to block the flat',
      'Pay 2000 advance before the visit, many people want it',
      'Token money today to book, I am in the army and cannot meet',
    ],
    hi: ['देखने से पहले टोकन के 2000 भेजें', 'एडवांस अभी जमा करो तो फ्लैट आपका'],
    hinglish: ['visit se pehle token amount bhej do', 'advance abhi transfer karo warna flat chala jayega'],
  },
  payment_link: {
    en: ['Pay here: upi://pay?pa=army.officer@ybl&am=5000', 'I will send a payment link, pay there', 'rzp.io/l/flat-booking'],
    hi: ['पेमेंट लिंक भेज रहा हूँ, उस पर पैसे दे दीजिए'],
    hinglish: ['link pe payment kar do, ye rha bit.ly/kiraya-token', 'is link se pay kar do'],
  },
  phone_number: {
    en: ['Call me on 9839055120', 'my number is +91 98390 55120, WhatsApp me'],
    hi: ['मेरा नंबर ९८३९०५५१२० है, कॉल करें'],
    hinglish: ['mera number 983-905-5120 hai, call karo'],
  },
};

/** Ordinary messages of a rental chat that must never be flagged. */
const ORDINARY = [
  'Rent is 5000 per month',
  'rent is ₹15,000 per month plus electricity',
  'Can I visit on Sunday at 5?',
  'Is the cooler still available? What is the final price?',
  'The flat is at 12/4 Vikas Nagar, Lucknow 226022, near the metro',
  'pin code 226010',
  'Please send the pin code of the area',
  'Security deposit is two months, paid at the agreement after you see the flat',
  'Is an advance needed?',
  'You can pay through Kiraya at checkout',
  'किराया 5000 रुपये महीना है',
  'क्या मैं रविवार को 5 बजे देखने आ सकता हूँ?',
  'पता: गोमती नगर, लखनऊ, पिन कोड 226010',
  'kiraya 5000 mahina hai, bijli alag',
  'kal shaam 5 baje dekhne aa sakte ho',
  'The cooler is 2 years old, 40 litres, Symphony brand',
  'Order #1234567 was delivered',
];

describe('scam guard rules', () => {
  it('are data: every rule compiles, names a known script, and every script has rules', () => {
    for (const rule of SCAM_RULES) {
      expect(() => new RegExp(rule.pattern, 'iu'), rule.pattern).not.toThrow();
      expect(SCAM_CODES).toContain(rule.code);
    }
    for (const code of SCAM_CODES) expect(SCAM_RULES.some((r) => r.code === code)).toBe(true);
  });

  for (const code of SCAM_CODES) {
    for (const lang of ['en', 'hi', 'hinglish'] as const) {
      it(`catch ${code} in ${lang}`, () => {
        for (const text of SCRIPTS[code][lang]) expect(scan(text), text).toContain(code);
      });
    }
  }

  it('let ordinary messages through: prices, visit times, addresses, pin codes', () => {
    for (const text of ORDINARY) expect(scan(text), text).toEqual([]);
  });

  it('count a phone number only while its sender has not shared theirs', () => {
    expect(scan('Call me on 9839055120', false)).toEqual(['phone_number']);
    expect(scan('Call me on 9839055120', true)).toEqual([]);
    // Other scripts still count after sharing.
    expect(scan('send the OTP to 9839055120', true)).toEqual(['pin_otp']);
  });

  it('see through zero-width characters, full-width and Devanagari digits', () => {
    expect(normaliseForScan('O\u200bT\u200bP')).toBe('otp');
    expect(scan('O\u200bT\u200bP bhejo')).toContain('pin_otp');
    expect(normaliseForScan('९८३९०५५१२०')).toBe('9839055120');
  });

  it('give each script once, in a stable order', () => {
    expect(scan('Share your UPI PIN and OTP, then scan this QR to receive money: upi://pay?pa=x')).toEqual([
      'pin_otp',
      'qr_receive',
      'payment_link',
    ]);
  });
});
