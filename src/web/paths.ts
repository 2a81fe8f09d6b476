/** Typed builders of the links to the client's screens; the route patterns they lead to are written in routes.tsx. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  blogs: '/blogs',
  category: (id: string) => `/itemName/${id}`,
  search: '/search',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  seller: (id: string) => `/seller/${encodeURIComponent(id)}`,
  dashboard: {
    root: '/dashboard',
    orders: '/dashboard/orders',
    payment: (id: string) => `/dashboard/payment/${id}`,
    addProduct: '/dashboard/addproduct',
    myProducts: '/dashboard/myproduct',
    advertise: '/dashboard/advertise',
    allOrders: '/dashboard/allorders',
    allUsers: '/dashboard/allusers',
    allSellers: '/dashboard/allsellers',
    allBuyers: '/dashboard/allbuyers',
    reportedItems: '/dashboard/reportitem',
  },
} as const;
