import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { App, createQueryClient } from './App.tsx';
import { reloadOnStaleChunks } from './reloadOnStaleChunks.ts';
import { createRouter } from './router.tsx';
import { readServerState } from './server-state.ts';
import './styles.css';

async function start(): Promise<void> {
  const state = readServerState(document);
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const router = await createRouter(state?.router);
  reloadOnStaleChunks(() => {
    const to = router.state.navigation.location;
    return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
  });
  const app = (
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  );
  const root = document.getElementById('root')!;
  // A page the server rendered is taken over as it is; any other (the dashboard) is drawn here.
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
