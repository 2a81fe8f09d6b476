/** A category's list of laptops and its cards (product §2); the card's words serve every list of laptops. */
export const CATEGORY_TEXTS = {
  itemsAvailable: 'That Items are available',
  noItems: 'No Item are Available right now, Coming Soon....',
  /** `more`: further pages exist, so n is only what is shown so far. */
  count: (n: number, brand: string, more = false) => `${n}${more ? '+' : ''} ${brand} ${n === 1 && !more ? 'laptop' : 'laptops'} on sale`,
  checkingSignIn: 'Checking sign-in',
  showMore: 'Show more laptops',
  loadingMore: 'Loading more laptops…',
  moreFailed: 'More laptops could not be loaded. Please try again.',
  card: {
    brand: 'Brand',
    version: 'Version',
    originalPrice: 'Original Price',
    resellPrice: 'Resell Price',
    used: 'Used',
    location: 'Location',
    posted: 'Posted time',
    seller: 'Seller Name',
    contact: 'Contact',
    /** Shown instead of the phone number of a listing whose seller takes messages only. */
    chatOnly: 'Chat only',
    verified: 'Verified seller',
    bookNow: 'Book Now',
    report: 'Report',
    photoOf: (name: string, detail: string) => `${name} ${detail}`,
  },
} as const;
