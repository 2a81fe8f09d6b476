import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST_MS } from '#shared/constants.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { reloadOnStaleChunks } from './reloadOnStaleChunks.ts';
import { router } from './router.tsx';
import './styles.css';

reloadOnStaleChunks(() => {
  const to = router.state.navigation.location;
  return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
});

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster toastOptions={{ duration: TOAST_MS.default, success: { duration: TOAST_MS.success } }} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
