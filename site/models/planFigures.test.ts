import { describe, expect, it } from 'vitest';
import { planVariant } from '../../plans';
import { agesText } from './planFigures';

describe('agesText', () => {
  it('says a range, or no upper limit at the catalogue’s highest age', () => {
    const tricare = planVariant('tricare-supplement', 'enrollment');
    const legal = planVariant('legal-plans', 'enrollment');
    expect(tricare && agesText(tricare)).toBe('18 to 64');
    expect(legal && agesText(legal)).toBe('18 and older');
  });
});
