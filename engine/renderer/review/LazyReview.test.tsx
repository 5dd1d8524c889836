import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { applicationTypes } from '../../../validators';
import type { FormDefinition } from '../../definition/types';
import { LazyReview, reviewModule } from './LazyReview';

const definition: FormDefinition = {
  formId: 'review-example',
  appId: 'example',
  title: 'Example application',
  applicationType: applicationTypes[0],
  typeCode: 'sale',
  template: 'progress-bar',
  branding: 'life',
  plan: { plan: 'p', variant: 'v' },
  route: '/example/',
  signature: { consent: 'I agree to sign electronically.', signers: ['owner', 'insured'] },
  steps: [
    {
      id: 'insured',
      title: 'About you',
      schema: {
        type: 'object',
        properties: {
          insured: {
            type: 'object',
            title: 'Insured',
            properties: {
              firstName: { type: 'string', title: 'First name' },
              lastName: { type: 'string', title: 'Last name' },
            },
          },
        },
      },
    },
  ],
};

const data = { insured: { firstName: 'Jane', lastName: 'Doe' } };
const review = () =>
  renderToStaticMarkup(
    <LazyReview
      definition={definition}
      steps={['insured']}
      data={data}
      premium={12.5}
      items={[]}
      askedAnswers={data}
      onEdit={() => undefined}
      onBack={() => undefined}
      onSubmit={() => undefined}
    />,
  );

describe('the review loaded on demand', () => {
  it('says it is loading until it has come', () => {
    expect(review()).toBe('<p role="status">Loading your answers…</p>');
  });

  it('shows every answer, the premium and the signer read from the answers asked once prefetched', async () => {
    await reviewModule();
    const html = review();
    expect(html).toContain('<dt>First name</dt><dd>Jane</dd>');
    expect(html).toContain('<dt>Monthly premium</dt><dd>$12.50</dd>');
    expect(html).toContain('I agree to sign electronically.');
    // No owner answered: the insured signs.
    expect(html).toContain('As given in this application: Jane Doe');
    expect(html).toContain('>Sign as Jane Doe</button>');
  });
});
