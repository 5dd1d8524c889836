import { describe, expect, it } from 'vitest';
import { election as configuredElection } from '../../validators';
import { publicElection } from '../api/content/alert';
import {
  alertBarMarkup,
  alertSlot,
  announcementKey,
  announcementSeenCookie,
  withAlert,
} from './alert-slot';

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
      '<p id="top-alert-text"><strong>Closed </strong>Back &lt;soon&gt; &amp; &quot;well&quot;</p>',
    );
    const island = /<script type="application\/json" id="alert-data">(.*)<\/script><\/body>/.exec(
      html,
    )?.[1];
    expect(island).not.toContain('<');
    expect(JSON.parse(island ?? '')).toEqual({
      ...answer,
      key: announcementKey(answer.data),
      folded: false,
    });
  });

  it('leaves the slot empty without a visible alert, and still says so', () => {
    const html = withAlert(page, { visible: false, data: null, election });
    expect(html).toContain(alertSlot);
    expect(html).toContain('{"visible":false,"data":null,"election":{');
  });

  it('shows no title element for an alert without a title', () => {
    expect(alertBarMarkup({ title: '', text: 'Text' })).toContain(
      '<p id="top-alert-text">Text</p>',
    );
  });

  it('inserts the alert text as it is, replacement patterns included', () => {
    const html = withAlert('<body><template data-slot="top-alert"></template></body>', {
      visible: true,
      data: { title: null, text: 'Save $& and $1' },
      election,
    });
    expect(html).toContain('<p id="top-alert-text">Save $&amp; and $1</p>');
    expect(html).toContain('"text":"Save $& and $1"');
  });

  it('folds an announcement the cookie says was seen, and only that one', () => {
    const answer = { visible: true, data: { title: 'Closed', text: 'Back soon' }, election };
    const key = announcementKey(answer.data);
    const seen = withAlert(page, answer, `other=1; ${announcementSeenCookie}=${key}`);
    expect(seen).toContain('<section class="alert-bar alert-bar--folded"');
    expect(seen).toContain('aria-expanded="false">Show all</button>');
    expect(seen).toContain(`"key":"${key}","folded":true`);
    // Another announcement since: shown whole again.
    const changed = { ...answer, data: { title: 'Closed', text: 'Back on Monday' } };
    const fresh = withAlert(page, changed, `${announcementSeenCookie}=${key}`);
    expect(fresh).toContain('<section class="alert-bar" ');
    expect(fresh).not.toContain('Show all');
    expect(withAlert(page, answer)).not.toContain('alert-bar--folded');
  });
});
