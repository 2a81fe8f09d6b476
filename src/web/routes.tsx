import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { advertisedQuery } from './api/advertisements.ts';
import { categoriesQuery } from './api/categories.ts';
import { clientConfigQuery } from './api/config.ts';
import { Guard } from './auth/guards.tsx';
import type { Head, RouteHandle } from './head.ts';
import { MainLayout } from './layouts/MainLayout.tsx';
import { RouteErrorPage } from './pages/error/RouteErrorPage.tsx';
import { Spinner } from './components/Spinner.tsx';
import { paths } from './paths.ts';

/** Lazy screens: the home route downloads no dashboard, admin or payment code. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });
const guarded = (need: 'signedIn' | 'admin' | 'seller' | 'buyer', load: () => Promise<{ default: React.ComponentType }>) => async () => {
  const { default: Screen } = await load();
  return {
    Component: () => (
      <Guard need={need}>
        <Screen />
      </Guard>
    ),
  };
};

/** A page whose head is the catalogue's, in the page's language. */
const fixed =
  (pick: (heads: Catalogue['HEAD_TEXTS']) => Head): RouteHandle['head'] =>
  ({ texts }) =>
    pick(texts.HEAD_TEXTS);

/** A page whose loader answers its head (a product's, a seller's, a category's, a search's); the 404 page's for none. */
const headFromLoader: RouteHandle['head'] = ({ data, texts }) => (data as Head | null) ?? texts.HEAD_TEXTS.notFound;

/** A page whose loader found nothing (an unknown or malformed id) is the 404 page, and is served as one. */
const notFoundWithoutData = (data: unknown) => (data === null ? 404 : undefined);

const layoutHandle: RouteHandle = {
  prefetch: (client) => client.prefetchQuery(categoriesQuery()),
};
const withConfig: RouteHandle['prefetch'] = (client) => client.prefetchQuery(clientConfigQuery());

/**
 * Every screen of product §5, for the browser's router and the server renderer alike, with the query
 * client the loaders read into (one per tab, or one per page the server renders). The public pages are
 * rendered on the server; the dashboard is `clientOnly` (its reads need the user's token).
 */
export const createRoutes = (client: QueryClient): RouteObject[] => [
  {
    path: paths.home,
    Component: MainLayout,
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    handle: layoutHandle,
    children: [
      {
        index: true,
        lazy: page(() => import('./pages/home/HomePage.tsx')),
        handle: {
          head: fixed((h) => h.home),
          prefetch: (client) => client.prefetchQuery(advertisedQuery()),
        } satisfies RouteHandle,
      },
      {
        path: paths.login,
        lazy: page(() => import('./pages/login/LoginPage.tsx')),
        handle: { head: fixed((h) => h.login), prefetch: withConfig } satisfies RouteHandle,
      },
      {
        path: paths.signup,
        lazy: page(() => import('./pages/signup/SignupPage.tsx')),
        handle: { head: fixed((h) => h.signup), prefetch: withConfig } satisfies RouteHandle,
      },
      {
        path: paths.blogs,
        lazy: async () => {
          const m = await import('./pages/blogs/BlogsPage.tsx');
          return { Component: m.default, loader: m.blogsLoader };
        },
        handle: { head: fixed((h) => h.blogs) } satisfies RouteHandle,
      },
      {
        path: paths.category.pattern,
        lazy: async () => {
          const m = await import('./pages/category/CategoryPage.tsx');
          return { Component: m.default, loader: m.categoryLoader(client) };
        },
        handle: { head: headFromLoader } satisfies RouteHandle,
      },
      {
        path: paths.search,
        lazy: async () => {
          const m = await import('./pages/search/SearchPage.tsx');
          return { Component: m.default, loader: m.searchLoader(client) };
        },
        handle: { head: headFromLoader } satisfies RouteHandle,
      },
      {
        path: paths.product.pattern,
        lazy: async () => {
          const m = await import('./pages/product/ProductPage.tsx');
          return { Component: m.default, loader: m.productLoader(client) };
        },
        handle: { head: headFromLoader, status: notFoundWithoutData } satisfies RouteHandle,
      },
      {
        path: paths.seller.pattern,
        lazy: async () => {
          const m = await import('./pages/seller/SellerPage.tsx');
          return { Component: m.default, loader: m.sellerLoader(client) };
        },
        handle: { head: headFromLoader, status: notFoundWithoutData } satisfies RouteHandle,
      },
      {
        // No loader and no call on the way in: a mail scanner that follows the link unsubscribes nobody.
        path: paths.unsubscribe.pattern,
        lazy: page(() => import('./pages/unsubscribe/UnsubscribePage.tsx')),
        handle: { head: fixed((h) => h.unsubscribe) } satisfies RouteHandle,
      },
    ],
  },
  {
    path: paths.dashboard.root,
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    lazy: guarded('signedIn', () => import('./layouts/DashboardLayout.tsx')),
    handle: { clientOnly: true, head: fixed((h) => h.dashboard) } satisfies RouteHandle,
    children: [
      { index: true, lazy: page(() => import('./pages/dashboard-home/DashboardHomePage.tsx')) },
      { path: paths.dashboard.orders, lazy: guarded('buyer', () => import('./pages/orders/MyOrdersPage.tsx')) },
      {
        path: paths.dashboard.payment.pattern,
        lazy: async () => {
          const m = await import('./pages/payment/PaymentPage.tsx');
          return { Component: m.default, loader: m.paymentLoader(client) };
        },
      },
      { path: paths.dashboard.addProduct, lazy: guarded('seller', () => import('./pages/add-product/AddProductPage.tsx')) },
      { path: paths.dashboard.editProduct.pattern, lazy: guarded('seller', () => import('./pages/add-product/EditProductPage.tsx')) },
      { path: paths.dashboard.myProducts, lazy: guarded('seller', () => import('./pages/my-products/MyProductsPage.tsx')) },
      { path: paths.dashboard.advertise, lazy: guarded('seller', () => import('./pages/advertise/AdvertisePage.tsx')) },
      { path: paths.dashboard.sales, lazy: guarded('seller', () => import('./pages/sales/MySalesPage.tsx')) },
      { path: paths.dashboard.earnings, lazy: guarded('seller', () => import('./pages/earnings/EarningsPage.tsx')) },
      { path: paths.dashboard.allOrders, lazy: guarded('admin', () => import('./pages/all-orders/AllOrdersPage.tsx')) },
      { path: paths.dashboard.allUsers, lazy: guarded('admin', () => import('./pages/all-users/AllUsersPage.tsx')) },
      { path: paths.dashboard.allSellers, lazy: guarded('admin', () => import('./pages/all-sellers/AllSellersPage.tsx')) },
      { path: paths.dashboard.allBuyers, lazy: guarded('admin', () => import('./pages/all-buyers/AllBuyersPage.tsx')) },
      { path: paths.dashboard.reportedItems, lazy: guarded('admin', () => import('./pages/reported-items/ReportedItemsPage.tsx')) },
      { path: paths.dashboard.moderation, lazy: guarded('admin', () => import('./pages/moderation/ModerationPage.tsx')) },
      { path: paths.dashboard.settings, lazy: page(() => import('./pages/settings/SettingsPage.tsx')) },
      { path: paths.dashboard.saved, lazy: page(() => import('./pages/saved/SavedPage.tsx')) },
      { path: paths.dashboard.alerts, lazy: page(() => import('./pages/alerts/AlertsPage.tsx')) },
    ],
  },
  {
    // The inbox is the user's own: rendered in the browser, with the site's navbar rather than the dashboard's.
    path: paths.inbox.root,
    Component: MainLayout,
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    handle: { ...layoutHandle, clientOnly: true, head: fixed((h) => h.inbox) } satisfies RouteHandle,
    children: [
      { index: true, lazy: guarded('signedIn', () => import('./pages/inbox/InboxPage.tsx')) },
      { path: paths.inbox.conversation.pattern, lazy: guarded('signedIn', () => import('./pages/inbox/InboxPage.tsx')) },
    ],
  },
  {
    // The sandbox wallet stands for bKash's own page: a page of its own, without the site's navbar, and
    // without sign-in, as at the wallet. Rendered in the browser: nothing of it is for search engines.
    path: paths.wallet.pattern,
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    lazy: page(() => import('./pages/wallet/WalletPage.tsx')),
    handle: { clientOnly: true, head: fixed((h) => h.wallet) } satisfies RouteHandle,
  },
  {
    path: paths.notFound,
    Component: MainLayout,
    HydrateFallback: Spinner,
    handle: layoutHandle,
    children: [
      {
        path: paths.notFound,
        lazy: page(() => import('./pages/not-found/NotFoundPage.tsx')),
        handle: { head: fixed((h) => h.notFound), status: 404 } satisfies RouteHandle,
      },
    ],
  },
];
