/** A route with one `:id` segment: its pattern for routes.tsx, and the address of one item. */
function withId<P extends `/${string}/:id`>(pattern: P) {
  const href = (id: string) => pattern.replace(':id', encodeURIComponent(id));
  return Object.assign(href, { pattern });
}

/**
 * Every route of product §5 once: routes.tsx takes its patterns from here, and every link and navigation
 * its addresses. A fixed route is its own pattern and address; a route with an id is a builder that
 * carries its pattern (`paths.product.pattern`, `paths.product(id)`).
 */
const LOGIN = '/login';
const SEARCH = '/search';

export const paths = {
  home: '/',
  login: LOGIN,
  /** Where Google sends the reader back to after signing in (LoginPage finishes it), and after a refusal. */
  googleReturn: {
    signedIn: (returnTo: string) => `${LOGIN}?provider=google&from=${encodeURIComponent(returnTo)}`,
    failed: `${LOGIN}?provider=google&failed=1`,
  },
  signup: '/signup',
  blogs: '/blogs',
  category: withId('/itemName/:id'),
  search: SEARCH,
  /** The search box's address for `q` (the page alone for nothing typed); the filters' own is `searchHref`. */
  searchFor: (q: string) => (q ? `${SEARCH}?${new URLSearchParams({ q })}` : SEARCH),
  product: withId('/product/:id'),
  seller: withId('/seller/:id'),
  /**
   * The conversations (product §7): the list, one conversation, and the first message to a product's
   * seller (`?product=`), which becomes its conversation once sent.
   */
  inbox: {
    root: '/inbox',
    conversation: withId('/inbox/:id'),
    newAbout: (productId: string) => `/inbox?${new URLSearchParams({ product: productId })}`,
  },
  /** **Beyond the specification:** the page an e-mail's unsubscribe link opens; its button unsubscribes. */
  unsubscribe: Object.assign((kind: string, token: string) => `/unsubscribe/${encodeURIComponent(kind)}/${encodeURIComponent(token)}`, {
    pattern: '/unsubscribe/:kind/:token' as const,
  }),
  /** Any address no other route matches: the 404 page. */
  notFound: '*',
  dashboard: {
    root: '/dashboard',
    orders: '/dashboard/orders',
    payment: withId('/dashboard/payment/:id'),
    addProduct: '/dashboard/addproduct',
    myProducts: '/dashboard/myproduct',
    advertise: '/dashboard/advertise',
    allOrders: '/dashboard/allorders',
    allUsers: '/dashboard/allusers',
    allSellers: '/dashboard/allsellers',
    allBuyers: '/dashboard/allbuyers',
    reportedItems: '/dashboard/reportitem',
    /** **Beyond the specification:** every signed-in user's: which e-mails they get. */
    settings: '/dashboard/settings',
    /** **Beyond the specification:** a seller's bookings and the money of each. */
    sales: '/dashboard/sales',
    earnings: '/dashboard/earnings',
    /** **Beyond the specification:** every signed-in user's saved laptops and alerts (saved searches). */
    saved: '/dashboard/saved',
    alerts: '/dashboard/alerts',
    /** **Beyond the specification:** the admins' queue of listings waiting for review. */
    moderation: '/dashboard/moderation',
    /** **Beyond the specification:** a listing waiting for review or rejected, changed and sent again. */
    editProduct: withId('/dashboard/editproduct/:id'),
    /** My Products with one listing's Renew button in view: where a reminder's e-mail and notification lead. */
    renew: (productId: string) => `/dashboard/myproduct?${new URLSearchParams({ renew: productId })}`,
  },
  /** The sandbox wallet's page (architecture §7), where a sandbox bKash payment is approved. */
  wallet: withId('/pay/wallet/:id'),
} as const;
