import { LIMITS, reviewedProductFieldsText } from '@kiraya/contract';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { paths } from '../../../lib/paths';

const FAQ = [
  {
    q: 'How do I withdraw my wallet balance?',
    a: (
      <>
        <p>
          Open Wallet from your Dashboard and choose Withdraw. You can withdraw once your balance is above{' '}
          {formatPrice(LIMITS.withdrawalThresholdRupees)}; the amount goes to your bank account and withdrawals are processed within 24-48
          hours. Each withdrawal shows in your transactions, first as pending and then as processed.
        </p>
      </>
    ),
  },
  {
    q: 'How do I track an order or a return?',
    a: (
      <>
        <p>
          Order Requests lists the orders buyers place for your products. Each order stays Pending until you accept or reject it, and then
          shows Accepted or Rejected.
        </p>
        <p>
          Buyers may return an item within 10 days of delivery. For the status of a return, write to us with the order ID and we will tell
          you where it stands.
        </p>
      </>
    ),
  },
  {
    q: 'Can I list both rental and sale items?',
    a: (
      <p>
        Yes. Every product has a type, Rent or Sale, chosen when you upload it. For an item you rent out, also fill in its rent price per
        month; a product can show both a price and a monthly rent. Upload each item as its own product.
      </p>
    ),
  },
  {
    q: 'Why was my product rejected at approval?',
    a: (
      <>
        <p>
          Every new product is reviewed by the Kiraya team before it appears in the catalogue, and so is every change to an approved
          product's {reviewedProductFieldsText('photo')}. When a product is rejected, the admin's reason is shown under its Rejected status
          in My Products.
        </p>
        <p>
          Common reasons are a blurry or unrelated photo, the wrong category, a price that does not match the description, or missing
          details. Fix the product (change its {reviewedProductFieldsText('photo')}) and it goes back for review.
        </p>
      </>
    ),
  },
] as const;

/** Owners' common questions as disclosure rows, and where to look for anything else. */
export function SupportFaq() {
  return (
    <>
      <h2 className="text-lg font-bold text-stone-950">Frequently asked questions</h2>
      <div className="mt-4 grid gap-3">
        {FAQ.map(({ q, a }) => (
          <details key={q} className="group rounded-xl border border-stone-200 bg-stone-50 open:bg-white">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
              {q}
              <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="grid gap-2 px-4 pb-4 text-stone-700">{a}</div>
          </details>
        ))}
      </div>
      <p className="mt-5 text-sm text-stone-700">
        Something else? Check{' '}
        <Link to={paths.myProducts()} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          My Products
        </Link>{' '}
        for each product's status, or write to us.
      </p>
    </>
  );
}
