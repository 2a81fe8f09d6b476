import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ERROR_PAGE_TEXTS } from '#shared/texts/error-pages.ts';
import { LAYOUT_TEXTS } from '#shared/texts/navigation.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { paths } from '../../paths.ts';

/** product §2: 'Something went wrong!!!', the status text or message, and a Logout button. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || (typeof error.data === 'string' ? error.data : '')
    : error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : '';
  const onLogout = async () => {
    await navigate(paths.login);
    try {
      await logOut();
    } catch (err) {
      console.warn('logout failed', err);
    }
  };
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-3xl font-bold text-error">{ERROR_PAGE_TEXTS.routeError.title}</h1>
      <p className="text-lg">{detail}</p>
      <button type="button" className="btn btn-primary" onClick={onLogout}>
        {LAYOUT_TEXTS.nav.logout}
      </button>
    </main>
  );
}
