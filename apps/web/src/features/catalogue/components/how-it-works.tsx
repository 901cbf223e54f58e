import { NumberedSteps } from './numbered-steps';

const STEPS = [
  {
    title: 'Browse',
    text: 'Look through verified flats, appliances and clothing across Lucknow, from Gomti Nagar to Aliganj, with prices in rupees.',
  },
  {
    title: 'Contact',
    text: 'Call or email the owner from the listing. Ask about the condition, visit, and agree on the details that matter to you.',
  },
  {
    title: 'Rent or buy',
    text: 'Rent by the month for as long as you need, or buy it outright. No middlemen between you and the owner.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10">
      <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-stone-950">
        How Kiraya works
      </h2>
      <NumberedSteps steps={STEPS} look="band" />
    </section>
  );
}
