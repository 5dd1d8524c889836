// The server writes the top alert into the pages it sends (server/static-files/alert-slot.ts)
// without React; hydration only keeps it when the markup is exactly the site's TopAlertBar.
import { renderToString } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import {
  alertBarMarkup,
  alertSlot,
  announcementSeenCookie as serverCookie,
} from '../server/static-files/alert-slot';
import { TopAlertBar } from '../site/app/AlertBars';
import { announcementSeenCookie } from '../site/client/announcement-seen';
import { alertStore } from '../site/stores';

describe("the server's alert markup", () => {
  it.each([
    {
      title: 'Office closed on Veterans Day',
      text: 'Member services is closed <today> & "tomorrow".',
    },
    { title: '', text: "We're moving" },
  ])('is what React renders for the alert $title, folded or not', (data) => {
    alertStore.getState().showAnswer({ visible: true, data });
    expect(alertBarMarkup(data)).toBe(renderToString(<TopAlertBar />));
    alertStore.getState().showAnswer({ visible: true, data }, { key: 'k', folded: true });
    expect(alertBarMarkup(data, true)).toBe(renderToString(<TopAlertBar />));
  });

  it('replaces the element React renders while no alert shows', () => {
    alertStore.getState().showAnswer({ visible: false, data: null });
    expect(renderToString(<TopAlertBar />)).toBe(alertSlot);
  });

  it('names the seen cookie the same on both sides', () => {
    expect(announcementSeenCookie).toBe(serverCookie);
  });
});
