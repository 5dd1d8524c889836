import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { confirmationModule, LazyConfirmation } from './LazyConfirmation';

const result = {
  applicationId: 'a-1',
  referenceNumber: 'MBA-123456',
  status: 'received',
  downloadKey: 'k-1',
};

describe('the confirmation loaded on demand', () => {
  it('gives the reference number while the full confirmation is not loaded', () => {
    const html = renderToStaticMarkup(<LazyConfirmation result={result} />);
    expect(html).toContain('We have received your application.');
    expect(html).toContain('Your reference number is <strong>MBA-123456</strong>.');
  });

  it('shows the full confirmation (print, PDF, contacts) once prefetched', async () => {
    await confirmationModule();
    const html = renderToStaticMarkup(<LazyConfirmation result={result} />);
    expect(html).toContain('class="application-confirmation"');
    expect(html).toContain('Download your application (PDF)');
    expect(html).toContain('<strong>MBA-123456</strong>');
  });
});
