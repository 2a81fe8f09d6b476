import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
import { Guard } from './auth/guards.tsx';
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

export const router = createBrowserRouter([
  {
    path: '/',
    Component: MainLayout,
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, lazy: page(() => import('./pages/home/HomePage.tsx')) },
      { path: 'login', lazy: page(() => import('./pages/login/LoginPage.tsx')) },
      { path: 'signup', lazy: page(() => import('./pages/signup/SignupPage.tsx')) },
      { path: 'blogs', lazy: page(() => import('./pages/blogs/BlogsPage.tsx')) },
      {
        path: 'itemName/:id',
        lazy: async () => {
          const m = await import('./pages/category/CategoryPage.tsx');
          return { Component: m.default, loader: m.categoryLoader };
        },
      },
    ],
  },
  {
    path: '/dashboard',
    HydrateFallback: Spinner,
    errorElement: <RouteErrorPage />,
    lazy: guarded('signedIn', () => import('./layouts/DashboardLayout.tsx')),
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
    children: [{ path: '*', lazy: page(() => import('./pages/not-found/NotFoundPage.tsx')) }],
  },
]);
