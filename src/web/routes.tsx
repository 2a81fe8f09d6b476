import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { BRANDS, CATEGORIES, isSold } from '#shared/constants.ts';
import type { Product, ProductDetail } from '#shared/schemas/products.ts';
import type { SellerProfile } from '#shared/schemas/sellers.ts';
import { HEAD_TEXTS } from '#shared/texts/head.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { advertisedQuery } from './api/advertisements.ts';
import { categoriesQuery } from './api/categories.ts';
import { clientConfigQuery } from './api/config.ts';
import { similarQuery } from './api/products.ts';
import { Guard } from './auth/guards.tsx';
import type { Head, RouteHandle } from './head.ts';
import { MainLayout } from './layouts/MainLayout.tsx';
import { RouteErrorPage } from './pages/error/RouteErrorPage.tsx';
import { Spinner } from './components/Spinner.tsx';

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

const fixed =
  (head: Head): RouteHandle['head'] =>
  () =>
    head;

/** A category's title names its brand; its description, how many items and from what price. */
function categoryHead({ params, data }: { params: { id?: string }; data: unknown }): Head {
  const index = CATEGORIES.findIndex((c) => c.id === params.id);
  const brand = BRANDS[index] ?? HEAD_TEXTS.notFound.title;
  const items = Array.isArray(data) ? (data as Product[]) : [];
  const cheapest = items.length > 0 ? Math.min(...items.map((p) => p.resell_price)) : null;
  return {
    title: HEAD_TEXTS.category.title(brand),
    description: HEAD_TEXTS.category.description(brand, items.length, cheapest),
    image: items[0]?.image,
  };
}

/** A product's title and description name the laptop and its price; a gone product's are the 404 page's. */
function productHead({ data }: { data: unknown }): Head {
  const product = data as ProductDetail | null;
  if (!product) return HEAD_TEXTS.notFound;
  const name = laptopName(product.name, product.detail);
  const sold = isSold(product);
  return {
    title: HEAD_TEXTS.product.title(name, product.resell_price, sold),
    description: HEAD_TEXTS.product.description(name, product.resell_price, product.location, product.use, sold),
    image: product.image,
  };
}

function sellerHead({ data }: { data: unknown }): Head {
  const seller = data as SellerProfile | null;
  if (!seller) return HEAD_TEXTS.notFound;
  return {
    title: HEAD_TEXTS.seller.title(seller.name),
    description: HEAD_TEXTS.seller.description(seller.name, seller.items.length, seller.soldCount),
    image: seller.items[0]?.image,
  };
}

/** A page whose loader found nothing (an unknown or malformed id) is the 404 page, and is served as one. */
const notFoundWithoutData = (data: unknown) => (data === null ? 404 : undefined);

const layoutHandle: RouteHandle = {
  prefetch: (client) => client.prefetchQuery(categoriesQuery()),
};
const withConfig: RouteHandle['prefetch'] = (client) => client.prefetchQuery(clientConfigQuery());

/**
 * Every screen of product §5, for the browser's router and the server renderer alike. The public pages
 * are rendered on the server; the dashboard is `clientOnly` (its reads need the user's token).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    handle: layoutHandle,
    children: [
      {
        index: true,
        lazy: page(() => import('./pages/home/HomePage.tsx')),
        handle: {
          head: fixed(HEAD_TEXTS.home),
          prefetch: (client) => client.prefetchQuery(advertisedQuery()),
        } satisfies RouteHandle,
      },
      {
        path: 'login',
        lazy: page(() => import('./pages/login/LoginPage.tsx')),
        handle: { head: fixed(HEAD_TEXTS.login), prefetch: withConfig } satisfies RouteHandle,
      },
      {
        path: 'signup',
        lazy: page(() => import('./pages/signup/SignupPage.tsx')),
        handle: { head: fixed(HEAD_TEXTS.signup), prefetch: withConfig } satisfies RouteHandle,
      },
      {
        path: 'blogs',
        lazy: page(() => import('./pages/blogs/BlogsPage.tsx')),
        handle: { head: fixed(HEAD_TEXTS.blogs) } satisfies RouteHandle,
      },
      {
        path: 'itemName/:id',
        lazy: async () => {
          const m = await import('./pages/category/CategoryPage.tsx');
          return { Component: m.default, loader: m.categoryLoader };
        },
        handle: { head: categoryHead } satisfies RouteHandle,
      },
      {
        path: 'search',
        lazy: async () => {
          const m = await import('./pages/search/SearchPage.tsx');
          return { Component: m.default, loader: m.searchLoader };
        },
        handle: {
          head: ({ data }) => ({
            title: HEAD_TEXTS.search.title((data as { filters?: { q?: string } } | undefined)?.filters?.q),
            description: HEAD_TEXTS.search.description,
          }),
        } satisfies RouteHandle,
      },
      {
        path: 'product/:id',
        lazy: async () => {
          const m = await import('./pages/product/ProductPage.tsx');
          return { Component: m.default, loader: m.productLoader };
        },
        handle: {
          head: productHead,
          status: notFoundWithoutData,
          prefetch: (client, params) => client.prefetchQuery(similarQuery(params.id ?? '')),
        } satisfies RouteHandle,
      },
      {
        path: 'seller/:id',
        lazy: async () => {
          const m = await import('./pages/seller/SellerPage.tsx');
          return { Component: m.default, loader: m.sellerLoader };
        },
        handle: { head: sellerHead, status: notFoundWithoutData } satisfies RouteHandle,
      },
    ],
  },
  {
    path: '/dashboard',
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    lazy: guarded('signedIn', () => import('./layouts/DashboardLayout.tsx')),
    handle: { clientOnly: true, head: fixed(HEAD_TEXTS.dashboard) } satisfies RouteHandle,
    children: [
      { index: true, lazy: page(() => import('./pages/dashboard-home/DashboardHomePage.tsx')) },
      { path: 'orders', lazy: guarded('buyer', () => import('./pages/orders/MyOrdersPage.tsx')) },
      {
        path: 'payment/:id',
        lazy: async () => {
          const m = await import('./pages/payment/PaymentPage.tsx');
          return { Component: m.default, loader: (args: LoaderFunctionArgs) => m.paymentLoader(args) };
        },
      },
      { path: 'addproduct', lazy: guarded('seller', () => import('./pages/add-product/AddProductPage.tsx')) },
      { path: 'myproduct', lazy: guarded('seller', () => import('./pages/my-products/MyProductsPage.tsx')) },
      { path: 'advertise', lazy: guarded('seller', () => import('./pages/advertise/AdvertisePage.tsx')) },
      { path: 'allorders', lazy: guarded('admin', () => import('./pages/all-orders/AllOrdersPage.tsx')) },
      { path: 'allusers', lazy: guarded('admin', () => import('./pages/all-users/AllUsersPage.tsx')) },
      { path: 'allsellers', lazy: guarded('admin', () => import('./pages/all-sellers/AllSellersPage.tsx')) },
      { path: 'allbuyers', lazy: guarded('admin', () => import('./pages/all-buyers/AllBuyersPage.tsx')) },
      { path: 'reportitem', lazy: guarded('admin', () => import('./pages/reported-items/ReportedItemsPage.tsx')) },
    ],
  },
  {
    path: '*',
    Component: MainLayout,
    HydrateFallback: Spinner,
    handle: layoutHandle,
    children: [
      {
        path: '*',
        lazy: page(() => import('./pages/not-found/NotFoundPage.tsx')),
        handle: { head: fixed(HEAD_TEXTS.notFound), status: 404 } satisfies RouteHandle,
      },
    ],
  },
];
