import { NotFoundPage } from '../pages/NotFoundPage';
import type { PageProps } from '../pages/pageProps';
import type { AccountSectionKey } from '../routes';
import { accountPages } from './accountPages';

/** The route table's account entry: the section's page, named by the entry's subject. */
export function AccountPage({ entry }: PageProps) {
  const Page = accountPages[entry.subject as AccountSectionKey];
  return Page ? <Page /> : <NotFoundPage />;
}
