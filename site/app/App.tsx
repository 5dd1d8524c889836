import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { AccountLayout } from '../account';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PersonalUrlPage } from '../pages/PersonalUrlPage';
import {
  notFoundMeta,
  personalUrlId,
  redirectTarget,
  routeTable,
  usesStandardLayout,
  type RouteEntry,
} from '../routes';
import { DocumentMeta } from './DocumentMeta';
import { AuthLayout, BareLayout, StandardLayout } from './Layouts';
import { usePageContent } from './page-content-source';
import { RouteEffects } from './RouteEffects';
import { StartUp } from './StartUp';

function LayoutFor({
  pathname,
  kind,
  quickLinks = true,
  children,
}: {
  pathname: string;
  kind: RouteEntry['layout'];
  quickLinks?: boolean;
  children: ReactNode;
}) {
  if (kind === 'auth') return <AuthLayout>{children}</AuthLayout>;
  if (kind === 'account') return <AccountLayout>{children}</AccountLayout>;
  if (kind === 'bare' || !usesStandardLayout(pathname)) return <BareLayout>{children}</BareLayout>;
  return <StandardLayout quickLinks={quickLinks}>{children}</StandardLayout>;
}

// The form engine and its forms load only on an application page.
const ApplyPage = lazy(() => import('../apply/ApplyPage'));

// The staff console loads only under /admin/, with its own layout.
const AdminApp = lazy(() => import('../admin/AdminApp'));

function AdminRoute() {
  return (
    <Suspense
      fallback={
        <p className="page" role="status">
          Loading…
        </p>
      }
    >
      <AdminApp />
    </Suspense>
  );
}

function ApplyRoute({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  return (
    <LayoutFor pathname={pathname} kind={entry.layout} quickLinks={false}>
      <Suspense
        fallback={
          <p className="page" role="status">
            Loading your application…
          </p>
        }
      >
        <ApplyPage />
      </Suspense>
    </LayoutFor>
  );
}

function RoutePage({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const params = useParams();
  const renderPageContent = usePageContent();
  if (entry.page === 'apply') return <ApplyRoute entry={entry} />;
  if (entry.page === 'admin') return <AdminRoute />;
  return (
    <LayoutFor pathname={pathname} kind={entry.layout}>
      {/* A content item titles itself from its file (pages/content/ContentItemPage.tsx). */}
      {entry.page === 'contentItem' ? null : (
        <DocumentMeta path={entry.prerender ? entry.path : pathname} meta={entry} />
      )}
      <Suspense
        fallback={
          <p className="page" role="status">
            Loading…
          </p>
        }
      >
        {renderPageContent({ entry, pathname, params })}
      </Suspense>
    </LayoutFor>
  );
}

function NotFound() {
  const { pathname } = useLocation();
  return (
    <StandardLayout>
      <DocumentMeta path={pathname} meta={notFoundMeta} takesSeoEntry={false} />
      <NotFoundPage />
    </StandardLayout>
  );
}

/**
 * A redirect to a fragment of a page (a notice shown by CSS :target) loads that page: the
 * browser updates :target on a real navigation, not on the router's history change.
 */
function DocumentRedirect({ to }: { readonly to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/** Paths outside the table: legacy redirects, personal URLs, or the 404 page. */
function Unmatched() {
  const { pathname } = useLocation();
  const target = redirectTarget(pathname);
  if (target?.includes('#')) return <DocumentRedirect to={target} />;
  if (target) return <Navigate to={target} replace />;
  const purlId = personalUrlId(pathname);
  if (purlId) {
    return (
      <BareLayout>
        <PersonalUrlPage purlId={purlId} />
      </BareLayout>
    );
  }
  return <NotFound />;
}

export function App() {
  return (
    <>
      <StartUp />
      <RouteEffects />
      <Routes>
        {routeTable.map((entry) => (
          <Route
            key={entry.path}
            // The staff console routes its own pages below /admin/.
            path={entry.page === 'admin' ? `${entry.path}*` : entry.path}
            element={<RoutePage entry={entry} />}
          />
        ))}
        <Route path="*" element={<Unmatched />} />
      </Routes>
    </>
  );
}
