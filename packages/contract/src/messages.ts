/** User-facing texts of the spec's §2 and §8, written once. */
export const MSG = {
  listingNotFound: 'Listing not found',
  productNotFound: 'Product not found',
  noListingsInCategory: 'No listings found in this category.',
  noResults: 'No results found.',
  genericError: 'Something went wrong. Please try again.',
  notFound: 'Not found',
  validation: 'Some fields are not valid.',
  unknownCategory: 'Unknown category',
  contactConfirmation: 'Thank you! Your message has been received. We will get back to you within 24 hours.',
} as const;

/** The contact form (§5). */
export const CONTACT_MSG = {
  emailInvalid: 'Enter a valid email address, like name@example.com.',
} as const;
