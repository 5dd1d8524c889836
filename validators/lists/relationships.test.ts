import { describe, expect, it } from 'vitest';
import {
  otherRelationship,
  relationshipChoiceNamed,
  relationshipChoices,
  relationshipShownAs,
} from './relationships';

describe('relationship choices', () => {
  it('fit the 30 characters a relationship may hold, Other apart', () => {
    expect(relationshipChoices.every((choice) => choice.length <= 30)).toBe(true);
    expect(relationshipChoices).not.toContain(otherRelationship);
  });

  it('name a choice whatever the case and the spaces around it', () => {
    expect(relationshipChoiceNamed('spouse')).toBe('Spouse');
    expect(relationshipChoiceNamed(' OTHER RELATIVE ')).toBe('Other relative');
    expect(relationshipChoiceNamed('Cousin')).toBeUndefined();
    expect(relationshipChoiceNamed(undefined)).toBeUndefined();
  });

  it('show a text saved before the list as its choice, or as Other in its own words', () => {
    expect(relationshipShownAs('daughter')).toEqual({ choice: 'Other', words: 'daughter' });
    expect(relationshipShownAs('child')).toEqual({ choice: 'Child', words: '' });
    expect(relationshipShownAs('Friend')).toEqual({ choice: 'Friend', words: '' });
    expect(relationshipShownAs('')).toEqual({ choice: '', words: '' });
    expect(relationshipShownAs(undefined)).toEqual({ choice: '', words: '' });
  });
});
