import { CATEGORIES, CATEGORY_LABELS } from '@kiraya/contract';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layouts/page-container';
import { buttonClass } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../lib/paths';

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

export function AboutPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title="About" />
      <PageHeader
        title="About Kiraya"
        crumbs={[{ label: 'About' }]}
        lead={
          <p>
            <strong className="font-semibold text-stone-900">Kiraya</strong> (<span lang="hi">किराया</span>, “rent”) is a marketplace where
            people in Lucknow rent and buy second-hand property, home appliances and clothing from each other, priced in rupees.
          </p>
        }
      />

      <div className="space-y-12 text-stone-800">
        <section aria-labelledby="why" className="space-y-3">
          <h2 id="why" className="text-2xl font-bold tracking-tight text-stone-950">
            Why we built it
          </h2>
          <p>
            Students arriving for a semester, families between homes and professionals posted to the city for a year often need a furnished
            room, a fridge or an outfit for a wedding, but not forever. Meanwhile, good things sit unused in homes across the city. Kiraya
            puts the two together: rent for as many months as you need, or buy second-hand for less.
          </p>
          <p>
            Every ad is reviewed by our team before it appears, and you always see who you are dealing with: the owner’s name and contact
            details are on the listing.
          </p>
        </section>

        <section aria-labelledby="what" className="space-y-3">
          <h2 id="what" className="text-2xl font-bold tracking-tight text-stone-950">
            What you can find
          </h2>
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
        </section>

        <section aria-labelledby="how-renting-works" className="space-y-4">
          <h2 id="how-renting-works" className="text-2xl font-bold tracking-tight text-stone-950">
            How renting works in Lucknow
          </h2>
          <ol className="space-y-4">
            {RENTING_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70">
                <span
                  aria-hidden="true"
                  className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-200 font-bold text-stone-950"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-stone-950">{step.title}</h3>
                  <p className="mt-1">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="where" className="space-y-3">
          <h2 id="where" className="text-2xl font-bold tracking-tight text-stone-950">
            Where we are
          </h2>
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
        </section>

        <div className="flex flex-wrap gap-3">
          <Link to={paths.exploreAll()} className={buttonClass('primary', 'lg')}>
            Start browsing
          </Link>
          <Link to={paths.contact()} className={buttonClass('secondary', 'lg')}>
            Contact us
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
