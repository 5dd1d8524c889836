import { describe, expect, it } from 'vitest';
import { election as configuredElection } from '../../validators';
import { publicElection } from '../api/content/alert';
import { alertBarMarkup, alertSlot, withAlert } from './alert-slot';

const election = publicElection(configuredElection);

const page = `<!doctype html><html><body><div id="app"><div>${alertSlot}<header></header></div></div></body></html>`;

describe('the top alert in the pages served', () => {
  it('fills the slot with the alert bar and adds the answer as a JSON island', () => {
    const answer = {
      visible: true,
      data: { title: 'Closed', text: 'Back <soon> & "well"' },
      election,
    };
    const html = withAlert(page, answer);
    expect(html).not.toContain(alertSlot);
    expect(html).toContain(
      '<p><strong>Closed </strong>Back &lt;soon&gt; &amp; &quot;well&quot;</p>',
    );
    const island = /<script type="application\/json" id="alert-data">(.*)<\/script><\/body>/.exec(
      html,
    )?.[1];
    expect(island).not.toContain('<');
    expect(JSON.parse(island ?? '')).toEqual(answer);
  });

  it('leaves the slot empty without a visible alert, and still says so', () => {
    const html = withAlert(page, { visible: false, data: null, election });
    expect(html).toContain(alertSlot);
    expect(html).toContain('{"visible":false,"data":null,"election":{');
  });

  it('shows no title element for an alert without a title', () => {
    expect(alertBarMarkup({ title: '', text: 'Text' })).toContain('<p>Text</p>');
  });

  it('inserts the alert text as it is, replacement patterns included', () => {
    const html = withAlert('<body><template data-slot="top-alert"></template></body>', {
      visible: true,
      data: { title: null, text: 'Save $& and $1' },
      election,
    });
    expect(html).toContain('<p>Save $&amp; and $1</p>');
    expect(html).toContain('"text":"Save $& and $1"');
  });
});
