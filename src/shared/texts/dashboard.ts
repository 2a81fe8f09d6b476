/**
 * The dashboard's frame, lists and row actions (product §2, §4). Product labels shared with the public
 * product card come from CATEGORY_TEXTS.card (category.ts); Add A Product's form is in listing.ts, the
 * payment page in payment.ts.
 */

/** Drawer links of product §2, by role, word for word. */
export const DASHBOARD_LINKS = {
  orders: 'My Orders',
  addProduct: 'Add A Product',
  myProducts: 'My Products',
  advertise: 'Advertise Item',
  allOrders: 'All Orders',
  allUsers: 'All User',
  allSellers: 'All Sellers',
  allBuyers: 'All Buyers',
  reportedItems: 'Reported Item',
  /** Beyond the specification: every role's conversations with buyers and sellers. */
  inbox: 'Inbox',
  /** Beyond the specification: every role's, the kinds of e-mail the user gets. */
  settings: 'Settings',
  /** Beyond the specification: a seller's bookings, and the money of each. */
  sales: 'My Sales',
  earnings: 'Earnings',
  /** Beyond the specification: every role's saved laptops and saved searches. */
  saved: 'Saved laptops',
  alerts: 'Alerts',
  /** Beyond the specification: the admins' queue of listings waiting for review. */
  moderation: 'Moderation',
} as const;

export const DASHBOARD_TITLES = {
  home: 'Dashboard',
  myProducts: 'My Products',
  advertise: 'Advertised Items',
  orders: 'My Orders',
  allOrders: 'All Orders',
  allUsers: 'All Users',
  allSellers: 'All Sellers',
  allBuyers: 'All Buyers',
  reportedItems: 'Reported Items',
  payment: 'Payment',
  settings: 'Settings',
  sales: 'My Sales',
  earnings: 'Earnings',
} as const;

export const DASHBOARD_TEXTS = {
  drawerLabel: 'Dashboard',
  drawerClose: 'Close dashboard menu',
  rolesLabel: 'Your roles',
  roleBuyer: 'Buyer',
  roleSeller: 'Seller',
  roleAdmin: 'Admin',
  roleAdminBuyer: 'Admin + Buyer',
  /** The drawer's group of every user's own links (the settings), after the roles'. */
  accountGroup: 'Account',
  welcome: (name: string) => `Welcome, ${name}`,
  welcomeBody: 'Everything you manage on Market is one click away.',
  noRole: 'Your account has no dashboard tools yet. Browse the categories to find your next laptop.',
  browse: 'Browse laptops',
  open: 'Open',
  linkHints: {
    orders: 'Items you booked: pay for them or remove unpaid ones.',
    addProduct: 'List a laptop for sale with a photo and your price.',
    myProducts: 'Everything you listed: advertise or delete it.',
    advertise: 'Items shown on the home page, and how to remove them.',
    allOrders: 'Every booking on Market and its payment.',
    allUsers: 'Every account: make admins or delete accounts.',
    allSellers: 'Verify sellers or remove them.',
    allBuyers: 'Buyer accounts and their removal.',
    reportedItems: 'Items that buyers reported to the admins.',
    inbox: 'Your conversations with buyers and sellers, and their offers.',
    settings: 'Choose which e-mails Market sends you.',
    sales: 'Who booked your laptops, how they pay, and the handover.',
    earnings: 'Money held by Market, released to you, refunded or paid in cash.',
    saved: 'Laptops you saved with the heart, and their prices now.',
    alerts: 'Your saved searches, and how often they tell you of new laptops.',
    moderation: 'Listings the checks held back: approve them or reject them with a reason.',
  },
  loadingList: 'Loading…',
  soldToAnother: 'Sold to another buyer',
  /** A booking's payment, as My Orders and All Orders show it (product §2, §4). */
  payment: { pending: 'Pending', paid: 'Paid', orderConfirmed: 'Order confirmed', adminOrderConfirmed: 'Ordered confirmed' },
  empty: {
    myProducts: 'You have not listed any product yet.',
    advertise: 'You have no advertised item. Advertise one from My Products.',
    orders: 'You have not booked anything yet.',
    allOrders: 'No orders yet.',
    reports: 'No item has been reported.',
    users: 'No users yet.',
    sellers: 'No sellers yet.',
    buyers: 'No buyers yet.',
    sales: 'Nobody has booked your laptops yet. Bookings show here with the buyer and the payment.',
    earnings: 'No money has come in yet: each paid sale shows here.',
    needsAttention: 'Nothing needs attention: no dispute and no payment to check.',
  },
  addFirstProduct: 'Add a product',
  goToMyProducts: 'Go to My Products',
  browseCategories: 'Browse categories',
} as const;

export const TABLE_HEADERS = {
  index: '#',
  image: 'Image',
  title: 'Title',
  item: 'Item Name',
  price: 'Price',
  payment: 'Payment',
  action: 'Action',
  buyer: 'Buyer',
  contact: 'Contact',
  name: 'Name',
  email: 'Email',
  account: 'Account',
  role: 'Role',
  status: 'Status',
  reporter: 'Reporter Email',
  message: 'Message',
  state: 'State',
  method: 'Method',
  amount: 'Amount',
  paidOn: 'Paid on',
  closedOn: 'Released or refunded on',
} as const;

export const ACTION_TEXTS = {
  delete: 'Delete',
  remove: 'Remove',
  advertise: 'Advertise',
  advertised: 'Advertised',
  sold: 'Sold',
  available: 'Available',
  admin: 'Admin',
  verify: 'Verify',
  makeAdmin: 'Make Admin',
  cancel: 'Cancel',
  working: 'Working…',
  /** Accessible names of row buttons: the visible word plus what it acts on. */
  named: (action: string, what: string) => `${action} ${what}`,
  reportOn: (item: string, reporter: string) => `report on ${item} by ${reporter}`,
} as const;

export const CONFIRM_TEXTS = {
  deleteProduct: (name: string) => ({
    title: 'Delete this product?',
    body: `${name} will be removed from Market, together with its advertisement and any unpaid bookings of it. This cannot be undone.`,
    confirm: 'Delete product',
  }),
  removeAdvert: (name: string) => ({
    title: 'Remove this advertisement?',
    body: `${name} will no longer be shown on the home page. The product itself stays listed.`,
    confirm: 'Remove advertisement',
  }),
  deleteOrder: (name: string) => ({
    title: 'Delete this order?',
    body: `Your booking of ${name} will be removed. This cannot be undone.`,
    confirm: 'Delete order',
  }),
  deleteAnyOrder: (name: string, buyer: string) => ({
    title: 'Delete this order?',
    body: `The booking of ${name} by ${buyer} will be removed. This cannot be undone.`,
    confirm: 'Delete order',
  }),
  deleteReport: (name: string) => ({
    title: 'Delete this report?',
    body: `The report about ${name} will be removed. The item itself stays listed.`,
    confirm: 'Delete report',
  }),
  deleteAccount: (name: string) => ({
    title: 'Delete this account?',
    body: `${name} will lose access to Market; their listings and unpaid orders will be removed. Paid orders stay on record. This cannot be undone.`,
    confirm: 'Delete account',
  }),
  deleteSeller: (name: string) => ({
    title: 'Delete this seller?',
    body: `${name} and all of their products and advertisements will be removed, with unpaid bookings of those products. Paid orders stay on record. This cannot be undone.`,
    confirm: 'Delete seller',
  }),
  deleteBuyer: (name: string) => ({
    title: 'Delete this buyer?',
    body: `${name} and their unpaid orders will be removed. Paid orders stay on record. This cannot be undone.`,
    confirm: 'Delete buyer',
  }),
  makeAdmin: (name: string) => ({
    title: 'Make this user an admin?',
    body: `${name} will be able to manage every user, order and report. Admins cannot be removed later.`,
    confirm: ACTION_TEXTS.makeAdmin,
  }),
  verifySeller: (name: string) => ({
    title: 'Verify this seller?',
    body: `${name} will show a verified badge beside their name on every product.`,
    confirm: ACTION_TEXTS.verify,
  }),
} as const;
