import { describe, expect, it } from 'vitest';
import { election } from '../../validators';
import { ballotNotice } from './ballot-notice';

describe('ballot notice text', () => {
  it('closes voting on the last day of the window, before the meeting', () => {
    expect(ballotNotice().paragraphs[1]).toBe(
      'Voting is open until the end of October 16, 2025. The results are announced at the 68th annual meeting on October 17, 2025.',
    );
  });

  it('follows the calendar when the election moves', () => {
    const next = {
      ...election,
      annualMeeting: 71,
      end: '2028-10-20T00:00',
      meeting: '2028-10-20T10:00',
    };
    expect(ballotNotice(next).paragraphs[1]).toContain('until the end of October 19, 2028');
    expect(ballotNotice(next).paragraphs[1]).toContain('the 71st annual meeting');
    expect(ballotNotice({ ...next, annualMeeting: 112 }).paragraphs[1]).toContain('112th');
  });
});
