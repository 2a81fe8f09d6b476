import { useContext, type ReactNode } from 'react';
import { Navigate, UNSAFE_DataRouterContext, useLocation, useNavigation } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { paths } from '../paths.ts';
import { useAuth } from './AuthProvider.tsx';
import { useRoles } from './roles.ts';

type Need = 'signedIn' | 'admin' | 'seller' | 'buyer';

/** SPEC §6: a loading state, then the screen, or /login with the origin remembered. */
export function Guard({ need, children }: { need: Need; children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const roles = useRoles(need === 'signedIn' ? undefined : user?.email);
  const navigation = useNavigation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (loading || roles.loading) return <Spinner />;
  // Logging out from a guarded screen navigates to / (SPEC §2); while that navigation is under way the
  // guard must not answer the now signed-out user with its own redirect to /login, which would cancel
  // it. The router's own state is read because useNavigation() reports the change a render later.
  const navigating = navigation.state !== 'idle' || (router?.state.navigation.state ?? 'idle') !== 'idle';
  if (!user && navigating) return <Spinner />;
  const allowed =
    Boolean(user) &&
    (need === 'signedIn' || (need === 'admin' && roles.isAdmin) || (need === 'seller' && roles.isSeller) || (need === 'buyer' && roles.isBuyer));
  if (!allowed) return <Navigate to={paths.login} state={{ from: location }} replace />;
  return <>{children}</>;
}
