import { z } from 'zod';
import { atLeastOnePaisa } from './common.js';
import { AD_FORM_CATEGORIES, resolveCategory } from './constants.js';

export const LISTING_MSG = {
  posted: 'Your ad has been submitted. It will appear once an admin approves it.',
  postFailed: 'Failed to post your ad. Please try again.',
  loginToPost: 'Please log in to post an ad.',
  noAds: "You haven't posted any ads yet.",
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long (${max} characters at most).`);

/** Post Ad (/upload): every field is required (§5); the form's category values are §9's property/appliances/dresses. */
export const createListingInput = z.object({
  title: required('Title', 120),
  description: required('Description', 4000),
  price: z.coerce
    .number({ error: 'Price must be a number.' })
    .positive('Price must be more than zero.')
    .max(100_000_000, 'Price is too large.')
    .refine(atLeastOnePaisa, 'Price must be more than zero.'),
  location: required('Location', 120),
  category: z
    .enum(AD_FORM_CATEGORIES, { error: 'Choose a category: property, appliances or dresses.' })
    .transform((c) => resolveCategory(c) as 'property' | 'appliance' | 'clothing'),
  subcategory: required('Subcategory', 60),
  sellerName: required('Your name', 80),
  sellerPhone: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .regex(/^(\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}$/, 'Enter a 10-digit Indian mobile number.'),
  sellerEmail: z.string({ error: 'Email is required.' }).trim().email('Enter a valid email address.').max(254),
});
export type CreateListingInput = z.infer<typeof createListingInput>;

/** The buyer's own ads (dashboard My Ads), with their approval state. */
export const myListing = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  category: z.string(),
  location: z.string(),
  image_card: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type MyListing = z.infer<typeof myListing>;
