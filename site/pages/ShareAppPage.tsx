import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { BareChrome } from '../components/BareChrome';
import type { PageProps } from './pageProps';

/** Opened from a share-app e-mail: someone sent this visitor the association's application. */
export function ShareAppPage({ params }: PageProps) {
  return (
    <BareChrome>
      <PageHeading lead="Someone who cares about you thought association coverage would be a good fit for your family.">
        {params.data ? 'An application was shared with you' : 'Apply for coverage'}
      </PageHeading>
      <p>
        Applying takes about 15 minutes. You will need your date of birth, your service or federal
        employment details and the names of the people you want to name as beneficiaries.
      </p>
      <p>
        <Link to="/insurance-plans/" className="button button--primary button--large">
          Choose a plan
        </Link>
      </p>
    </BareChrome>
  );
}
