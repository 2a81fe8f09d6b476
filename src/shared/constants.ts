/** Business constants of product §1 and §9, shared by server and client. */

export const CURRENCY = 'Tk.';
export const PASSWORD_MIN_LENGTH = 6;

export const BUYER_OPTION = 'Buyers Account';
export const SELLER_OPTION = 'Seller Account';
export const ACCOUNT_OPTIONS = [BUYER_OPTION, SELLER_OPTION] as const;
export type AccountOption = (typeof ACCOUNT_OPTIONS)[number];

export const ADMIN_ROLE = 'admin';
export const VERIFIED_STATUS = 'Verified';

/**
 * Where a listing stands (product §4, "Product"). Public, on sale, while `available`; sold once a recorded
 * payment sells it. Beyond those two, a listing only its seller and the admins see: one the checks held for
 * an admin (`review`), one an admin turned down (`rejected`), one whose 30 days ran out (`expired`). A
 * suspended seller's listings on sale are `suspended`, off every public list and page, until an admin lifts
 * the suspension; then they are available again.
 */
export const PRODUCT_STATUS = {
  available: 'available',
  sold: 'sold',
  review: 'review',
  rejected: 'rejected',
  expired: 'expired',
  suspended: 'suspended',
} as const;
export const PRODUCT_STATUSES = [
  PRODUCT_STATUS.available,
  PRODUCT_STATUS.sold,
  PRODUCT_STATUS.review,
  PRODUCT_STATUS.rejected,
  PRODUCT_STATUS.expired,
  PRODUCT_STATUS.suspended,
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Whether a product was sold: it cannot be booked, paid for or advertised any more. */
export const isSold = (product: { status: ProductStatus }) => product.status === PRODUCT_STATUS.sold;
/** Whether its seller is suspended: it is on no public list or page, and cannot be booked or talked about. */
export const isSuspended = (product: { status: ProductStatus }) => product.status === PRODUCT_STATUS.suspended;
/** Whether a product is on sale: public, bookable, open to offers, adverts and new conversations. */
export const isOnSale = (product: { status: ProductStatus }) => product.status === PRODUCT_STATUS.available;
/** What anyone may see of a product: on sale, or sold (its page stays, marked sold); the other statuses are its seller's and the admins'. */
export const PUBLIC_STATUSES = [PRODUCT_STATUS.available, PRODUCT_STATUS.sold] as const satisfies readonly ProductStatus[];
export const isPublic = (product: { status: ProductStatus }) => (PUBLIC_STATUSES as readonly ProductStatus[]).includes(product.status);
/**
 * What a payment may still sell: a listing on sale, and one that expired after a buyer booked it (the booking
 * was made while it was public, and its buyer may still pay).
 */
export const SELLABLE_STATUSES = [PRODUCT_STATUS.available, PRODUCT_STATUS.expired] as const satisfies readonly ProductStatus[];

/**
 * How strict a marketplace is with new listings (MODERATION, server config): `flagged` holds only what the
 * checks flag for an admin; `new-sellers` also the first listings of a seller who is not verified; `all`
 * every listing.
 */
export const MODERATION_MODES = ['flagged', 'new-sellers', 'all'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];
/**
 * Why a listing waits for an admin (product §4, "Moderation"): each check's flag, and the marketplace's
 * rule for new sellers or for every listing; a rejected listing that comes back says `resubmitted`.
 */
export const MODERATION_REASONS = [
  'price-far-below',
  'phone-in-detail',
  'email-in-detail',
  'link-in-detail',
  'photo-used-elsewhere',
  'new-seller',
  'every-listing',
  'resubmitted',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
/**
 * A listing's free-text fields, which the contact check reads (product §4, "Moderation"): the description
 * first, where most contacts are written. The `*-in-detail` codes keep the name they had when only the
 * description was read; a flag's `fields` says which of these held it.
 */
export const LISTING_TEXT_FIELDS = ['detail', 'location', 'use', 'date', 'processor'] as const;
export type ListingTextField = (typeof LISTING_TEXT_FIELDS)[number];
/** The numbers of the moderation checks and of a listing's life (product §4, "Moderation" and "Expiry"). */
export const MODERATION = {
  /** A resell price below this share (in percent) of the median of the same model is flagged. */
  pricePercent: 40,
  /** How far back the listings of the same model are read, in days. */
  priceDays: 90,
  /** How many listings of the same model the median needs; with fewer, the price is not judged. */
  priceMinimum: 3,
  /** How many first listings of a seller who is not verified wait for an admin under `new-sellers`. */
  newSellerListings: 3,
} as const;
export const LISTING_LIFE = {
  /** Days a listing stays on sale after it goes public or is renewed. */
  days: 30,
  /** Days before it expires that its seller is reminded. */
  reminderDays: 3,
} as const;

/** The nine brands in product §1 order; index + 1 is the category id. */
export const BRANDS = ['Hp', 'Asus', 'Lenovo', 'MSI', 'Acer', 'Apple', 'Dell', 'Microsoft', 'Avita'] as const;
export type Brand = (typeof BRANDS)[number];

/** Category names carry a 7-character suffix (" Laptop") that the client cuts for display (product §9). */
export const CATEGORY_NAME_SUFFIX = ' Laptop';
export const CATEGORY_SUFFIX_LENGTH = 7;

export const CATEGORIES = BRANDS.map((brand, index) => ({
  id: String(index + 1).padStart(2, '0'),
  name: `${brand}${CATEGORY_NAME_SUFFIX}`,
}));
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id);

/** '01-Hp' … '09-Avita': the Add A Product category select (product §2). */
export const CATEGORY_CHOICES = CATEGORIES.map((c, i) => `${c.id}-${BRANDS[i]}`);

export function displayCategoryName(name: string): string {
  return name.slice(0, -CATEGORY_SUFFIX_LENGTH);
}

/** product §1 item 4, in the order of the spec. */
export const DISCOUNTS = [
  { brand: 'Hp', percent: 20 },
  { brand: 'Asus', percent: 25 },
  { brand: 'Apple', percent: 15 },
  { brand: 'MSI', percent: 18 },
  { brand: 'Microsoft surface', percent: 15 },
  { brand: 'Avita', percent: 20 },
  { brand: 'Acer', percent: 16 },
  { brand: 'Dell', percent: 15 },
  { brand: 'Lenovo', percent: 18 },
] as const;

/** How a laptop stores data (a listing's `storageType`). */
export const STORAGE_TYPES = ['SSD', 'HDD', 'eMMC'] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/** A listing's `condition`, best first; each has its meaning in texts/listing.ts. */
export const CONDITIONS = ['Like new', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** The RAM sizes a seller picks from, in GB; any whole number within LIMITS.ram is accepted. */
export const RAM_CHOICES = [2, 4, 8, 12, 16, 24, 32, 64] as const;
/** The storage sizes a seller picks from, in GB; any whole number within LIMITS.storage is accepted. */
export const STORAGE_CHOICES = [32, 64, 128, 256, 512, 1024, 2048] as const;

/** product §9 toast durations in milliseconds. */
export const TOAST_MS = { default: 4000, success: 2000, contact: 5000 } as const;

/** Server-side limits (product §9; the specification left them open). */
export const LIMITS = {
  shortText: 200,
  longText: 5000,
  url: 2048,
  price: 100_000_000,
  bodyBytes: 1024 * 1024,
  imageBytes: 10 * 1024 * 1024,
  imagePixels: 40_000_000,
  /** HEIC and AVIF photos are decoded whole, so fewer of their pixels (a phone's 12 MP photo fits). */
  heifPixels: 13_000_000,
  pageSize: 100,
  /** Characters of a search's free text. */
  searchText: 100,
  /** Characters of a search page's cursor: far more than any the server issues. */
  searchCursor: 200,
  /** A listing's processor name ("Core i5-1135G7"). */
  processor: 80,
  /** GB of RAM: from the smallest laptop sold to the largest workstation. */
  ram: { min: 1, max: 256 },
  /** GB of storage: an 8 GB eMMC netbook to 8 TB. */
  storage: { min: 8, max: 8192 },
  /** Screen diagonal in inches, one decimal: a 7" netbook to a 21" desktop replacement. */
  screen: { min: 7, max: 21 },
  /** Photos per listing; the first is its `image`. */
  photosPerProduct: 8,
  /** Signed-in devices per user: signing in on one more ends the oldest session. */
  sessionsPerUser: 10,
  /** Characters of a message in a conversation, after trimming. */
  messageText: 2000,
  /** Photos one message may carry. */
  photosPerMessage: 4,
  /** Messages on one page of a conversation; older ones are on the pages after. */
  messagesPerPage: 50,
  /** Conversations in one's list, newest activity first. */
  conversationsListed: 100,
  /** Offers a buyer may make on one product, counter-offers of their own included. */
  offersPerBuyerPerProduct: 5,
  /** Hours an offer waits for its answer before it expires. */
  offerHours: 48,
  /** Hours a cash-on-meet-up booking holds its laptop before it lapses and the laptop is bookable again. */
  cashHoldHours: 72,
  /** Days after the seller marked a laptop handed over before money held for it goes to the seller, unless the buyer disputes. */
  releaseDays: 7,
  /** Minutes a payment at a hosted provider may stay unconfirmed before Market asks the provider itself. */
  reconcileMinutes: 15,
  /** Characters of the reason given for cancelling a booking or opening a dispute, or for rejecting a listing. */
  reason: 500,
  /** Digits of the code a text message brings to prove a mobile number (product §6, "Verified numbers"). */
  phoneCodeDigits: 6,
  /** Minutes a number's code may be entered. */
  phoneCodeMinutes: 10,
  /** Wrong entries of one code before it is spent and a new one must be asked for. */
  phoneCodeTries: 5,
  /** Codes one user may have sent to one number in an hour. */
  phoneCodesPerHour: 3,
  /** Codes sent to one number in an hour by everyone but the seller whose number it is: nobody floods a phone with texts. */
  phoneCodesToNumberPerHour: 6,
  /** Distinct numbers one user may ask codes for in a day: nobody sends texts to numbers they have no claim on. */
  phoneNumbersPerDay: 3,
  /** Characters of the account's name a code's text message carries. */
  phoneCodeAccountName: 30,
  /** Saved searches (alerts) one user may keep. */
  alertsPerUser: 20,
  /** Laptops one daily digest of an alert lists at most; the rest are behind its link to the search. */
  digestLaptops: 20,
  /** Characters of an alert's query string (`/search`'s, such as `category=03&ram=16&maxPrice=60000`). */
  alertQuery: 1000,
  /** Laptops one user may keep saved. */
  savedPerUser: 500,
} as const;

/** The two sides of a conversation: the buyer who started it, the seller of its product. */
export const PARTIES = ['buyer', 'seller'] as const;
export type Party = (typeof PARTIES)[number];

/** An offer's states; which moves lead from one to another, and who makes them, is src/server/offers/states.ts. */
export const OFFER_STATES = ['open', 'accepted', 'declined', 'countered', 'expired', 'withdrawn'] as const;
export type OfferState = (typeof OFFER_STATES)[number];
/** What a person may do with an open offer: the party it waits on accepts, declines or counters; its maker withdraws it. */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/**
 * What PAYMENTS may list (architecture "Payments"): the built-in sandbox (a card form and a bKash-like wallet
 * page), Stripe (cards), bKash, SSLCommerz, and cash on meet-up.
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'bkash', 'sslcommerz', 'cod'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** How a buyer pays for a booking: by card, from a bKash wallet, on SSLCommerz's page, or in cash when they meet. */
export const PAYMENT_METHODS = ['card', 'bkash', 'sslcommerz', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a booking stands, from booked to the money's end; which moves lead from one to another, who makes
 * them and what each records, is src/server/sales/states.ts.
 */
export const BOOKING_STATES = [
  'booked',
  'cash',
  'held',
  'review',
  'handed-over',
  'disputed',
  'released',
  'sold-cash',
  'refunded',
  'cancelled',
  'lapsed',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** The states in which a booking keeps its laptop from other buyers: promised for cash, paid for, or sold. */
export const LIVE_BOOKING_STATES = [
  'cash',
  'held',
  'review',
  'handed-over',
  'disputed',
  'released',
  'sold-cash',
] as const satisfies readonly BookingState[];
/** The states that end a booking without a sale: its buyer may book the laptop again. */
export const ENDED_BOOKING_STATES = ['refunded', 'cancelled', 'lapsed'] as const satisfies readonly BookingState[];

/** What a person does to a booking (POST /api/bookings/:id/:move); the clock's and the providers' moves are not theirs. */
export const BOOKING_MOVES = ['handed-over', 'received', 'cancel', 'dispute', 'approve', 'release', 'refund'] as const;
export type BookingMove = (typeof BOOKING_MOVES)[number];

/**
 * Where the product of a conversation stands: on sale, sold, deleted or removed by its seller, or off sale
 * for now (expired, or back with the admins).
 */
export const CONVERSATION_PRODUCT_STATUSES = ['available', 'sold', 'removed', 'unlisted'] as const;
export type ConversationProductStatus = (typeof CONVERSATION_PRODUCT_STATUSES)[number];

/** What a user's live stream (GET /api/events) carries, one kind of event each. */
export const USER_EVENT_TYPES = ['message', 'offer', 'notification', 'booking', 'payment'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];

/**
 * What a notification is about. Its `data` names what the notification centre shows and links to (a
 * conversation, an offer, a booking, a product), never another user's e-mail address.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'offer',
  'offer-accepted',
  'offer-declined',
  'offer-countered',
  'offer-expired',
  'booking',
  'payment',
  'sold',
  'deal',
  /** A number the seller listed under was proved by another seller: their listings under it went chat only. */
  'phone-released',
  /** A sale completed: its two sides are invited to review each other (product §4, "Reviews"). */
  'review-invite',
  /** A review of the one notified is published. */
  'review-published',
  /** A laptop the user saved is cheaper now. */
  'price-drop',
  /** A new listing matches one of the user's alerts (an `instant` one). */
  'alert',
  /** The day's new listings of one of the user's `daily` alerts. */
  'alert-digest',
  'listing-approved',
  'listing-rejected',
  'listing-expiring',
  'listing-expired',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
