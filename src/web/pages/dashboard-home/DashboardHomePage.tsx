import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useRoles } from '../../api/users.ts';
import { EmptyState } from '../../dashboard/EmptyState.tsx';
import { rolesOf, useDashboardLinks } from '../../dashboard/links.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** /dashboard: who is signed in, their roles, and a card for each of their tools. */
export default function DashboardHomePage() {
  const { DASHBOARD_TEXTS } = useTexts();
  const { roleLinks: ROLE_LINKS, accountLinks: ACCOUNT_LINKS, roleNames: ROLE_NAMES } = useDashboardLinks();
  const { user } = useAuth();
  const roles = useRoles(user?.email);
  const mine = rolesOf(roles);
  const roleLinks = mine.flatMap((r) => ROLE_LINKS[r]);
  const links = [...roleLinks, ...ACCOUNT_LINKS];
  return (
    <section aria-labelledby="dashboard-welcome">
      <div className="mb-8 rounded-box bg-primary px-6 py-8 text-primary-content shadow-sm">
        <h1 id="dashboard-welcome" tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          {DASHBOARD_TEXTS.welcome(user?.displayName || user?.email || '')}
        </h1>
        <p className="mt-2 opacity-90">{DASHBOARD_TEXTS.welcomeBody}</p>
        <ul className="mt-4 flex min-h-6 flex-wrap gap-2" aria-label={DASHBOARD_TEXTS.rolesLabel}>
          {mine.map((r) => (
            <li key={r} className="badge border-primary-content/40 bg-primary-content/15 text-primary-content">
              {ROLE_NAMES[r]}
            </li>
          ))}
        </ul>
      </div>
      {roles.loading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton h-32" />
          ))}
        </div>
      ) : roleLinks.length === 0 ? (
        <EmptyState message={DASHBOARD_TEXTS.noRole}>
          <Link to={paths.home} className="btn btn-primary">
            {DASHBOARD_TEXTS.browse}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {links.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="card h-full border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
              >
                <div className="card-body gap-2 p-4 sm:p-6">
                  <h2 className="card-title text-lg">
                    <span className="flex h-9 w-9 items-center justify-center rounded-full bg-primary/10 text-primary [&>svg]:h-5 [&>svg]:w-5">
                      {l.icon}
                    </span>
                    {l.label}
                  </h2>
                  <p className="text-base-content/80">{l.hint}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
