import { useT } from '../../../lib/i18n';

/** How each look styles the list, a step, its number, title and text. */
const LOOKS = {
  /** The home page's band: three columns, white numbers on brand, "Step n:" spoken before each title. */
  band: {
    list: 'mt-6 grid gap-6 md:grid-cols-3',
    item: 'flex gap-4',
    number: 'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white',
    title: 'text-lg font-semibold text-stone-950',
    text: 'mt-1 text-stone-700',
    spoken: true,
  },
  /** The about page: one card per step, dark numbers on saffron. */
  cards: {
    list: 'space-y-4',
    item: 'flex gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-200/70',
    number: 'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-saffron-200 font-bold text-stone-950',
    title: 'font-semibold text-stone-950',
    text: 'mt-1',
    spoken: false,
  },
} as const;

/** An ordered list of steps, each with its number in a circle, a title and a line of text. */
export function NumberedSteps({ steps, look }: { steps: readonly { title: string; text: string }[]; look: keyof typeof LOOKS }) {
  const style = LOOKS[look];
  const t = useT('common');
  return (
    <ol className={style.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={style.item}>
          <span aria-hidden="true" className={style.number}>
            {index + 1}
          </span>
          <div>
            <h3 className={style.title}>
              {style.spoken ? <span className="sr-only">{t('steps.spoken', { n: index + 1 })} </span> : null}
              {step.title}
            </h3>
            <p className={style.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
