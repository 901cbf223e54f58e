import { CATEGORIES, CATEGORY_LABELS } from '@kiraya/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButtons } from '../../../components/ui/link-buttons';
import { paths } from '../../../lib/paths';
import { NumberedSteps } from './numbered-steps';

const RENTING_STEPS = [
  {
    title: 'Find it',
    text: 'Browse a category or search for what you need. Every price is in rupees; a listing’s price is its rent per month.',
  },
  {
    title: 'Talk to the owner',
    text: 'Each listing shows the seller’s name, phone and email. Call, ask questions and arrange a visit before you decide.',
  },
  {
    title: 'Agree the terms',
    text: 'Settle the number of months, the security deposit and who pays for repairs. The listing page works out the total rent for the months you choose.',
  },
  {
    title: 'Put it in writing',
    text: 'For a flat or a room, sign a rent agreement and complete tenant verification with Uttar Pradesh Police (the UPCOP app does it online).',
  },
] as const;

const LOCALITIES = ['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Indira Nagar', 'Mahanagar', 'Aminabad', 'Jankipuram', 'Alambagh'];

function AboutSection({ id, title, roomy = false, children }: { id: string; title: string; roomy?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={roomy ? 'space-y-4' : 'space-y-3'}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The about page's body: why Kiraya exists, what it offers, how renting works, where it serves. */
export function AboutKiraya() {
  return (
    <div className="space-y-12 text-stone-800">
      <AboutSection id="why" title="Why we built it">
        <p>
          Students arriving for a semester, families between homes and professionals posted to the city for a year often need a furnished
          room, a fridge or an outfit for a wedding, but not forever. Meanwhile, good things sit unused in homes across the city. Kiraya
          puts the two together: rent for as many months as you need, or buy second-hand for less.
        </p>
        <p>
          Every ad is reviewed by our team before it appears, and you always see who you are dealing with: the owner’s name and contact
          details are on the listing.
        </p>
      </AboutSection>

      <AboutSection id="what" title="What you can find">
        <ul className="grid gap-3 sm:grid-cols-3">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={paths.category(category)}
                className="block h-full rounded-2xl bg-white p-5 font-semibold text-brand-800 shadow-card ring-1 ring-stone-200/70 hover:ring-brand-600"
              >
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="how-renting-works" title="How renting works in Lucknow" roomy>
        <NumberedSteps steps={RENTING_STEPS} look="cards" />
      </AboutSection>

      <AboutSection id="where" title="Where we are">
        <p>
          Kiraya serves Lucknow only, so that everything you see is a short ride away. You will find listings in neighbourhoods such as:
        </p>
        <ul className="flex flex-wrap gap-2">
          {LOCALITIES.map((place) => (
            <li key={place} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 ring-1 ring-brand-100">
              {place}
            </li>
          ))}
        </ul>
      </AboutSection>

      <LinkButtons
        size="lg"
        primary={{ to: paths.exploreAll(), label: 'Start browsing' }}
        secondary={{ to: paths.contact(), label: 'Contact us' }}
      />
    </div>
  );
}
