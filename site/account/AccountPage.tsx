import { NotFoundPage } from '../pages/NotFoundPage';
import type { PageProps } from '../pages/page-props';
import type { AccountSectionKey } from '../routes';
import { accountPages } from './account-pages';

/** The route table's account entry: the section's page, named by the entry's subject. */
export function AccountPage({ entry }: PageProps) {
  const Page = accountPages[entry.subject as AccountSectionKey];
  return Page ? <Page /> : <NotFoundPage />;
}
