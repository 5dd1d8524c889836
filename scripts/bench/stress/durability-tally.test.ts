import { describe, expect, it } from 'vitest';
import { durabilityTally } from './durability-tally';

describe('durabilityTally', () => {
  it('counts acknowledged and retried keys, and finds none lost or duplicated when all is stored', () => {
    const tally = durabilityTally(
      [
        { key: 'a', attempts: [{ status: 200, applicationId: 'A' }] },
        { key: 'b', attempts: [{}, { status: 200, applicationId: 'B' }] },
        { key: 'c', attempts: [{ status: 503 }, {}, {}] },
      ],
      [
        { key: 'a', applicationId: 'A' },
        { key: 'b', applicationId: 'B' },
      ],
    );
    expect(tally).toEqual({
      acknowledged: 1,
      retried: 2,
      retriedAcknowledged: 1,
      neverAcknowledged: 1,
      lost: [],
      duplicated: [],
    });
  });

  it('calls an acknowledged key lost when its application is missing or another is stored', () => {
    const tally = durabilityTally(
      [
        { key: 'a', attempts: [{ status: 200, applicationId: 'A' }] },
        { key: 'b', attempts: [{}, { status: 200, applicationId: 'B' }] },
        { key: 'c', attempts: [{}] },
      ],
      [{ key: 'b', applicationId: 'other' }],
    );
    expect(tally.lost).toEqual(['a', 'b']);
    expect(tally.duplicated).toEqual([]);
  });

  it('calls a key duplicated when two rows are stored or two answers name different applications', () => {
    const tally = durabilityTally(
      [
        { key: 'a', attempts: [{ status: 200, applicationId: 'A' }] },
        {
          key: 'b',
          attempts: [
            { status: 200, applicationId: 'B' },
            { status: 200, applicationId: 'B2' },
          ],
        },
      ],
      [
        { key: 'a', applicationId: 'A' },
        { key: 'a', applicationId: 'A2' },
        { key: 'b', applicationId: 'B' },
      ],
    );
    expect(tally.duplicated).toEqual(['a', 'b']);
    expect(tally.lost).toEqual(['b']);
  });
});
