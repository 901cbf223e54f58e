/** Demo accounts created by the seed (also listed in the README). */
export const DEMO_ACCOUNTS = [
  { role: 'buyer', name: 'Aarav Srivastava', email: 'buyer@kiraya.in', password: 'buyer12345' },
  { role: 'owner', name: 'Neha Awasthi', email: 'owner@kiraya.in', password: 'owner12345' },
  { role: 'owner', name: 'Imran Qureshi', email: 'owner2@kiraya.in', password: 'owner12345' },
  { role: 'admin', name: 'Kiraya Admin', email: 'admin@kiraya.in', password: 'admin12345' },
] as const;
