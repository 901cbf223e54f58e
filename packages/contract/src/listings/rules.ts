// Ads posted by buyers (zod-free): the texts of Post Ad, My Ads and the admin's Listings table.

export const LISTING_MSG = {
  posted: 'Your ad has been submitted. It will appear once an admin approves it.',
  postFailed: 'Failed to post your ad. Please try again.',
  loginToPost: 'Please log in to post an ad.',
  noAds: "You haven't posted any ads yet.",
  imageRequired: 'Please choose a picture for your ad.',
  loadFailed: 'Failed to load your ads.',
} as const;

/** What Post Ad and the admin's Listings table say about a field. */
export const LISTING_FIELD_MSG = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} is too long (${max} characters at most).`,
  priceNotNumber: 'Price must be a number.',
  priceZero: 'Price must be more than zero.',
  priceTooLarge: 'Price is too large.',
  priceNegative: 'Price cannot be negative.',
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  adCategory: 'Choose a category: property, appliances or dresses.',
  listingCategory: 'Choose a category: clothing, property or appliance.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a 10-digit Indian mobile number.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
} as const;

/** A 10-digit Indian mobile number, optionally with +91 and a space or dash (Post Ad's seller phone). */
export const INDIAN_MOBILE = /^(\+91[\s-]?)?[6-9]\d{4}[\s-]?\d{5}$/;

/** The admin's Listings table (§2). */
export const LISTING_ADMIN_MSG = {
  deleteListingConfirm: 'Are you sure you want to delete this listing?',
  noListings: 'No listings found.',
  listingUpdateFailed: 'Failed to update listing.',
  listingDeleteFailed: 'Failed to delete listing.',
} as const;
