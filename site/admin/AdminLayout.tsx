import { useCallback, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { IdleWarning } from '../app/IdleWatcher';
import { staffLoginPath, staffRequest } from './staff-request';
import { endStaffSession, type StaffSession } from './staff-session';

const sections = [
  { to: '/admin/', label: 'Applications', end: true },
  { to: '/admin/members/', label: 'Members', end: false },
  { to: '/admin/audit/', label: 'Audit log', end: false },
  { to: '/admin/settings/', label: 'Site settings', end: false },
] as const;

/**
 * The staff console's own layout: never indexed, its sections, who is logged in and Log out;
 * idle, its user is warned and logged out as a member would be.
 */
export function AdminLayout({
  session,
  children,
}: {
  readonly session: StaffSession;
  readonly children: ReactNode;
}) {
  const navigate = useNavigate();
  const logout = useCallback(() => {
    void staffRequest('logout').finally(() => {
      endStaffSession();
      navigate(staffLoginPath, { replace: true });
    });
  }, [navigate]);
  return (
    <div className="layout layout--admin" data-layout="admin">
      <meta name="robots" content="noindex, nofollow" />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="admin-header">
        <p className="admin-header__name">MBA staff console</p>
        <nav aria-label="Staff console">
          <ul className="admin-nav">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-header__user">
          <span>Logged in as administrator {session.username}.</span>
          <button type="button" className="button button--secondary" onClick={logout}>
            Log out
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="admin-main">
        {children}
      </main>
      <IdleWarning active onLogout={logout} />
    </div>
  );
}
