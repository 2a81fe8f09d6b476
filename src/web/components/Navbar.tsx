import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { paths } from '../paths.ts';
import { SearchBox } from './SearchBox.tsx';
import { ChatIcon } from './icons.tsx';
import { LanguageSwitch } from '../i18n/LanguageSwitch.tsx';
import { useTexts } from '../i18n/locale.tsx';

export const DASHBOARD_DRAWER_ID = 'dashboard-drawer';
export const DASHBOARD_NAV_ID = 'dashboard-nav';

/** A real button (reachable with Tab) that flips daisyUI's drawer checkbox. */
function toggleDrawer(): void {
  const drawer = document.getElementById(DASHBOARD_DRAWER_ID);
  if (drawer instanceof HTMLInputElement) drawer.checked = !drawer.checked;
}

/**
 * Only someone signed in has the bell: its code (the panel, its texts, the notifications' calls) loads once
 * the reader is known to be signed in, not with the home page a visitor's phone runs first.
 */
const NotificationBell = lazy(() => import('../notifications/NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })));

/**
 * product §2: Home, Sign Up, Login or Logout, Dashboard; for someone signed in, the notification bell; on
 * the dashboard a mobile toggle opens its drawer; last, the switch to the other language.
 */
export function Navbar({ withDrawerToggle = false }: { withDrawerToggle?: boolean }) {
  const { LAYOUT_TEXTS } = useTexts();
  const t = LAYOUT_TEXTS.nav;
  const { user, logOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onLogout = async () => {
    setLeaving(true);
    // Leave for / first (product §2): were the user cleared on a guarded screen, its guard would answer
    // with a redirect to /login that races this navigation.
    await navigate(paths.home);
    try {
      await logOut();
    } catch (err) {
      console.warn('logout failed', err);
    } finally {
      setLeaving(false);
    }
  };
  const link = ({ isActive }: { isActive: boolean }) => `btn btn-ghost btn-sm px-2 sm:px-3 ${isActive ? 'btn-active' : ''}`;
  return (
    <header className="navbar sticky top-0 z-30 flex-wrap gap-1 border-b border-base-300 bg-base-100/95 px-2 backdrop-blur sm:px-4">
      <div className="navbar-start w-auto flex-none gap-1">
        {withDrawerToggle && (
          <button
            type="button"
            onClick={toggleDrawer}
            aria-controls={DASHBOARD_NAV_ID}
            className="btn btn-square btn-ghost btn-sm lg:hidden"
            aria-label={t.openMenu}
          >
            <svg
              xmlns="http://www.w3.org/2000/svg"
              className="h-6 w-6"
              fill="none"
              viewBox="0 0 24 24"
              stroke="currentColor"
              aria-hidden="true"
            >
              <path strokeLinecap="round" strokeLinejoin="round" strokeWidth={2} d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </button>
        )}
        <Link to={paths.home} className="btn btn-ghost px-2 text-xl font-extrabold text-primary sm:text-2xl">
          {LAYOUT_TEXTS.brand}
        </Link>
      </div>
      <SearchBox className="order-last w-full pb-1 md:order-none md:w-auto md:max-w-md md:flex-1 md:pb-0" />
      <nav aria-label={t.main} className="navbar-end w-auto flex-1">
        <ul className="flex flex-wrap items-center justify-end gap-0.5 sm:gap-1">
          <li>
            <NavLink to={paths.home} end className={link}>
              {t.home}
            </NavLink>
          </li>
          {user?.email ? (
            <>
              {/* On a phone the dashboard's navbar has no room for it: its drawer has Inbox instead. */}
              <li className={withDrawerToggle ? 'max-sm:hidden' : undefined}>
                {/* A phone's navbar has room for an icon only; its name stays for screen readers. */}
                <NavLink to={paths.inbox.root} className={link}>
                  <ChatIcon className="h-5 w-5 sm:hidden" />
                  <span className="max-sm:sr-only">{t.inbox}</span>
                </NavLink>
              </li>
              <li>
                {/* The bell's place, kept while its code loads, so that the links beside it do not move. */}
                <Suspense fallback={<span className="block h-8 w-8" />}>
                  <NotificationBell />
                </Suspense>
              </li>
              <li>
                <button type="button" className="btn btn-ghost btn-sm px-2 sm:px-3" onClick={onLogout} disabled={leaving}>
                  {LAYOUT_TEXTS.nav.logout}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <NavLink to={paths.signup} className={link}>
                  {t.signup}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.login} className={link}>
                  {t.login}
                </NavLink>
              </li>
            </>
          )}
          <li>
            <NavLink to={paths.dashboard.root} className={link}>
              {t.dashboard}
            </NavLink>
          </li>
          <li>
            <LanguageSwitch className={link({ isActive: false })} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
