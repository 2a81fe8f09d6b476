import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { paths } from '../paths.ts';
import { useAuth } from './AuthProvider.tsx';
import { useRoles } from '../api/users.ts';

type Need = 'signedIn' | 'admin' | 'seller' | 'buyer';

/** product §6: a loading state, then the screen, or /login with the origin remembered. */
export function Guard({ need, children }: { need: Need; children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const roles = useRoles(need === 'signedIn' ? undefined : user?.email);
  if (loading || roles.loading) return <Spinner />;
  const allowed =
    Boolean(user) &&
    (need === 'signedIn' ||
      (need === 'admin' && roles.isAdmin) ||
      (need === 'seller' && roles.isSeller) ||
      (need === 'buyer' && roles.isBuyer));
  if (!allowed) return <Navigate to={paths.login} state={{ from: location }} replace />;
  return <>{children}</>;
}
