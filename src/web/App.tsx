import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST_MS } from '#shared/constants.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { LiveEventsProvider } from './live/LiveEvents.tsx';
import { LocaleProvider, type Locale } from './i18n/locale.tsx';

/** One per browser tab, or one per page the server renders (so no reader's data meets another's). */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

/** What surrounds the router, the same in the browser and on the server (or hydration would not match). */
export function App({ queryClient, locale, children }: { queryClient: QueryClient; locale: Locale; children: ReactNode }) {
  return (
    <StrictMode>
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <LiveEventsProvider>
              {children}
              <Toaster toastOptions={{ duration: TOAST_MS.default, success: { duration: TOAST_MS.success } }} />
            </LiveEventsProvider>
          </AuthProvider>
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
