import { formRoutes } from 'virtual:form-validators';
import { BareLayout, StandardLayout } from '../app/Layouts';
import { SiteNavigationProvider } from '../app/SiteNavigation';
import { StartUp } from '../app/StartUp';
import { usesStandardLayout } from '../routes/layout-rules';
import ApplyPage from './ApplyPage';
import { useDocumentNavigation } from './document-navigation';
import { formRouteForPath } from './form-routes';

const isApplicationPath = (pathname: string) =>
  formRouteForPath(formRoutes, pathname) !== undefined;

/**
 * An application page loaded on its own: the layout and the wizard, without the router and the
 * site's other pages, so a phone fetches only what this page needs (docs/site.md).
 */
export function ApplicationShell() {
  const navigation = useDocumentNavigation(isApplicationPath);
  const page = <ApplyPage />;
  return (
    <SiteNavigationProvider value={navigation}>
      <StartUp />
      {usesStandardLayout(navigation.location.pathname) ? (
        <StandardLayout quickLinks={false}>{page}</StandardLayout>
      ) : (
        <BareLayout>{page}</BareLayout>
      )}
    </SiteNavigationProvider>
  );
}
