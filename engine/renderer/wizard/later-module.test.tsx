import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { laterModule, useLaterModule, type LaterModule } from './later-module';

function Shown({ later }: { later: LaterModule<{ text: string }> }) {
  const state = useLaterModule(later);
  return <p>{state.status === 'ready' ? state.module.text : state.status}</p>;
}

describe('a module loaded on demand', () => {
  it('is fetched once however often it is asked for, and kept once loaded', async () => {
    let fetched = 0;
    const later = laterModule(async () => {
      fetched += 1;
      return { text: 'review' };
    });
    expect(later.loaded).toBeUndefined();
    const [first, second] = await Promise.all([later(), later()]);
    expect(first).toBe(second);
    await later();
    expect(fetched).toBe(1);
    expect(later.loaded).toEqual({ text: 'review' });
  });

  it('is fetched again after a failure (the connection lost, then back)', async () => {
    let fetched = 0;
    const later = laterModule(async () => {
      fetched += 1;
      if (fetched === 1) throw new Error('offline');
      return { text: 'review' };
    });
    await expect(later()).rejects.toThrow('offline');
    expect(later.loaded).toBeUndefined();
    await expect(later()).resolves.toEqual({ text: 'review' });
    expect(fetched).toBe(2);
  });

  it('shows at once, with no loading state, when the prefetch has come back', async () => {
    const later = laterModule(async () => ({ text: 'review' }));
    expect(renderToStaticMarkup(<Shown later={later} />)).toBe('<p>loading</p>');
    await later();
    expect(renderToStaticMarkup(<Shown later={later} />)).toBe('<p>review</p>');
  });
});
