import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { ApiError, errorMessage } from '../../api/http.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** product §2: 'Something went wrong!!!', the status text or message, and a Logout button. */
export function RouteErrorPage() {
  const texts = useTexts();
  const { ERROR_PAGE_TEXTS, LAYOUT_TEXTS } = texts;
  const error = useRouteError();
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || (typeof error.data === 'string' ? error.data : '')
    : error instanceof ApiError
      ? errorMessage(error, texts)
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
