import { Link } from 'react-router';
import { PageHeading } from '../app/PageHeading';
import { dynamicApp, dynamicAppPath } from '../content/dynamic-app';
import type { DynamicAppForm } from '../models/page-model';
import type { PageProps } from './page-props';

function FormList({
  heading,
  forms,
}: {
  readonly heading: string;
  readonly forms: readonly DynamicAppForm[];
}) {
  if (forms.length === 0) return null;
  return (
    <section>
      <h2>{heading}</h2>
      <ul className="link-cards">
        {forms.map((form) => (
          <li key={form.variant}>
            <Link to={dynamicAppPath(form.variant)}>{form.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /term90dynamicappentry/: the applicant or an agent chooses the Term 90 Plus form. */
export function DynamicAppEntryPage({ model }: PageProps) {
  if (model?.kind !== 'dynamicAppEntry') return null;
  return (
    <div className="page page--reading">
      <PageHeading lead={dynamicApp.lead}>{dynamicApp.heading}</PageHeading>
      <FormList
        heading={dynamicApp.memberHeading}
        forms={model.forms.filter((form) => form.insured === 'member')}
      />
      <FormList
        heading={dynamicApp.spouseHeading}
        forms={model.forms.filter((form) => form.insured === 'spouse')}
      />
    </div>
  );
}
