import { describe, expect, it } from 'vitest';
import { stepAnswers } from './step-answers';
import { TypedAnswers, withAnswer } from './typed-answers';

describe('typed answers', () => {
  it('writes a typed answer at its field path without touching the data it was given', () => {
    const data = { insured: { firstName: 'Ann', lastName: 'Lee' }, contact: { email: 'a@b.co' } };
    const out = withAnswer(data, 'insured.lastName', 'Leigh');
    expect(out).toEqual({ ...data, insured: { firstName: 'Ann', lastName: 'Leigh' } });
    expect(data.insured.lastName).toBe('Lee');
    expect(out.contact).toBe(data.contact);
    expect(withAnswer(data, 'insured.lastName', undefined)).toEqual({
      ...data,
      insured: { firstName: 'Ann' },
    });
  });

  it("writes a typed answer into a list's entry (a person of a people field), the list kept a list", () => {
    const people = [{ firstName: 'Ann' }, { firstName: 'Bo' }];
    const data = { covered: { people } };
    const out = withAnswer(data, 'covered.people.1.lastName', 'Lee');
    expect(out).toEqual({
      covered: { people: [{ firstName: 'Ann' }, { firstName: 'Bo', lastName: 'Lee' }] },
    });
    expect(people[1]).toEqual({ firstName: 'Bo' });
    expect(withAnswer(data, 'covered.people.2.firstName', 'Cy').covered).toEqual({
      people: [...people, { firstName: 'Cy' }],
    });
  });

  it('lays every typed answer over the answers rjsf holds, until cleared', () => {
    const typed = new TypedAnswers();
    typed.set('insured.firstName', 'An');
    typed.set('insured.firstName', 'Ann');
    typed.set('mailing.zip', '12345');
    expect(typed.over({ insured: { lastName: 'Lee' } })).toEqual({
      insured: { firstName: 'Ann', lastName: 'Lee' },
      mailing: { zip: '12345' },
    });
    typed.clear();
    expect(typed.over({})).toEqual({});
  });

  it("keeps only a step's own answers when it is left unsent", () => {
    const schema = {
      type: 'object',
      properties: {
        insured: { type: 'object', properties: { firstName: { type: 'string' } } },
        beneficiaries: { type: 'object' },
      },
    };
    const data = {
      insured: { firstName: 'Ann', ssn: '234-56-7890' },
      beneficiaries: { primary: [{ name: 'Bo' }] },
      coverage: { amount: 50000 },
    };
    expect(stepAnswers(schema, data)).toEqual({
      insured: { firstName: 'Ann' },
      beneficiaries: { primary: [{ name: 'Bo' }] },
    });
  });
});
