import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useRoles } from '../api/users.ts';
import { DocumentHead } from '../components/DocumentHead.tsx';
import { Footer } from '../components/Footer.tsx';
import { DASHBOARD_DRAWER_ID, DASHBOARD_NAV_ID, Navbar } from '../components/Navbar.tsx';
import { rolesOf, useDashboardLinks, type DashboardLink } from '../dashboard/links.tsx';
import { paths } from '../paths.ts';
import { useLangOf, useTexts } from '../i18n/locale.tsx';

/** One titled group of drawer links: a role's, or every user's own. */
function LinkGroup({ title, links }: { title: string; links: DashboardLink[] }) {
  return (
    <ul className="menu w-full gap-1 p-0">
      <li className="menu-title px-2 text-xs uppercase tracking-wide text-base-content/70">{title}</li>
      {links.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} className={({ isActive }) => (isActive ? 'menu-active' : '')}>
            {l.icon}
            {l.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** product §2 dashboard layout: navbar, a side drawer with the links of the user's roles, content, footer. */
export default function DashboardLayout() {
  const { DASHBOARD_TEXTS } = useTexts();
  const langOf = useLangOf();
  const { roleLinks: ROLE_LINKS, accountLinks: ACCOUNT_LINKS, roleNames: ROLE_NAMES } = useDashboardLinks();
  const { user } = useAuth();
  const roles = useRoles(user?.email);
  const toggle = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();

  const close = () => {
    if (toggle.current) toggle.current.checked = false;
  };

  // On small screens the drawer is an overlay: close it once a link has taken the user somewhere.
  useEffect(close, [pathname]);

  // Escape closes the open overlay drawer, as it closes every other overlay.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const groups = rolesOf(roles);
  return (
    <div className="flex min-h-screen flex-col bg-base-200/40">
      <DocumentHead />
      <Navbar withDrawerToggle />
      <div className="drawer flex-1 lg:drawer-open">
        {/* Only the state daisyUI's CSS reads; people use the navbar's menu button. It sits outside every
            landmark, so it is kept out of the tab order and the accessibility tree. */}
        <input ref={toggle} id={DASHBOARD_DRAWER_ID} type="checkbox" className="drawer-toggle" aria-hidden="true" tabIndex={-1} />
        <div className="drawer-content flex min-w-0 flex-col">
          <main className="mx-auto w-full min-w-0 max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
        <div className="drawer-side z-40 lg:top-16 lg:h-[calc(100dvh-4rem)]">
          {/* A button, not daisyUI's <label for>: a label may not carry aria-label, and an empty one
              would close the menu without a name. On a wide screen the drawer never closes. */}
          <button type="button" onClick={close} aria-label={DASHBOARD_TEXTS.drawerClose} className="drawer-overlay lg:hidden" />
          <nav
            id={DASHBOARD_NAV_ID}
            aria-label={DASHBOARD_TEXTS.drawerLabel}
            className="flex min-h-full w-72 flex-col gap-2 border-r border-base-300 bg-base-100 p-4"
          >
            <NavLink to={paths.dashboard.root} end className="mb-2 flex items-center gap-3 rounded-box p-2 hover:bg-base-200">
              <span
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content"
                aria-hidden="true"
              >
                {(user?.displayName || user?.email || '?').charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0">
                <span lang={user?.displayName ? langOf(user.displayName) : undefined} className="block truncate font-semibold">
                  {user?.displayName || DASHBOARD_TEXTS.drawerLabel}
                </span>
                <span className="block truncate text-sm text-base-content/70">{user?.email}</span>
              </span>
            </NavLink>
            {roles.loading && (
              <ul className="menu w-full gap-2" aria-hidden="true">
                {Array.from({ length: 3 }, (_, i) => (
                  <li key={i} className="skeleton h-9" />
                ))}
              </ul>
            )}
            {groups.map((role) => (
              <LinkGroup key={role} title={ROLE_NAMES[role]} links={ROLE_LINKS[role]} />
            ))}
            <LinkGroup title={DASHBOARD_TEXTS.accountGroup} links={ACCOUNT_LINKS} />
          </nav>
        </div>
      </div>
      <Footer />
    </div>
  );
}
