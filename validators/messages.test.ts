import { describe, expect, it } from 'vitest';
import {
  addAtLeastMessage,
  beneficiaryTextTooLong,
  entryOfList,
  exactLengthMessage,
  greaterThanMessage,
  lessThanMessage,
  maxItemsMessage,
  maxLengthMessage,
  maxNumberMessage,
  messages,
  minItemsMessage,
  minLengthMessage,
  minNumberMessage,
  notFound,
  storeMessages,
} from './messages';

describe('messages quoted by spec §5 and §8', () => {
  it.each([
    ['required', 'This field is required'],
    ['invalid', 'This field is invalid'],
    ['email', 'This field must be a valid email'],
    ['ssnFormat', 'Must be a valid SSN'],
    ['ssnInvalid', 'SSN is not valid'],
    ['zip', 'Must match this ##### or this #####-#### pattern'],
    ['phone', 'Must match this pattern ###-###-####'],
    ['passwordsMatch', 'Passwords must match'],
    ['invalidCharacter', 'Contains invalid character'],
    ['onlyNumbers', 'Only numbers allowed'],
    ['beneficiaryShareTotal', 'Summary Share % for beneficiaries must be 100'],
    ['stateNotAvailable', 'Sorry, but we currently do not provide this service in your state'],
    ['ageNotMatching', "Sorry, your age doesn't match the plan requirements"],
    [
      'genericApiError',
      "The association's system is currently unavailable. Please try again in a few minutes or call during normal business hours.",
    ],
    ['checkFormFields', 'Check form fields and try again'],
    ['nothingFound', 'Sorry, nothing found'],
    ['somethingWentWrong', 'Something went wrong. Please try again.'],
    ['networkError', 'Network error occurred'],
    ['requestError', 'Request error occurred'],
  ] as const)('%s is word for word', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('names the unquoted messages with the words the spec uses', () => {
    expect(messages.mustBeString).toMatch(/must be a string/);
    expect(messages.mustBeNumber).toMatch(/must be a number/);
    expect(messages.date).toMatch(/valid date/);
    expect(messages.cardNumber).toMatch(/valid credit card number/);
    expect(messages.cardExpiryFormat).toMatch(/mm\/yyyy/);
    expect(messages.cardExpiryDate).toMatch(/valid expiration date/);
  });

  it('has no two keys sharing one sentence', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('maps the store message keys to catalogue sentences', () => {
    expect(storeMessages.apiError).toBe(messages.genericApiError);
    expect(storeMessages.validationError).toBe(messages.checkFormFields);
    expect(storeMessages.nothingFound).toBe('Sorry, nothing found');
  });
});

describe('parameterised messages', () => {
  it('fills the current length into the 240-character beneficiary message', () => {
    expect(beneficiaryTextTooLong(241)).toBe(
      'The maximum length of all names and relationship statuses must be less or equal to 240 characters. Current length is 241.',
    );
  });

  it.each([
    ['Asset', 'a1', 'Asset with id a1 not found'],
    ['File', 7, 'File with id 7 not found'],
    ['Page', 42, 'Page with id 42 not found'],
  ] as const)('%s lookup failure', (kind, id, text) => {
    expect(notFound(kind, id)).toBe(text);
  });

  it('states the limit in the length, number and item messages', () => {
    expect(exactLengthMessage(10)).toBe('Must be exactly 10 characters');
    expect(minLengthMessage(5)).toBe('Must be at least 5 characters');
    expect(maxLengthMessage(15)).toBe('Must be at most 15 characters');
    expect(minNumberMessage(17)).toBe('Must be at least 17');
    expect(maxNumberMessage(69)).toBe('Must be at most 69');
    expect(greaterThanMessage(0)).toBe('Must be greater than 0');
    expect(lessThanMessage(100)).toBe('Must be less than 100');
    expect(minItemsMessage(1)).toBe('Must have at least 1 item');
    expect(maxItemsMessage(4)).toBe('Must have at most 4 items');
  });

  it('says "1 character", not "1 characters", for a limit of one', () => {
    expect(maxLengthMessage(1)).toBe('Must be at most 1 character');
    expect(minLengthMessage(1)).toBe('Must be at least 1 character');
    expect(exactLengthMessage(1)).toBe('Must be exactly 1 character');
    expect(minItemsMessage(2)).toBe('Must have at least 2 items');
  });

  it("asks for a list's missing entries by the list's own name", () => {
    expect(addAtLeastMessage(1, 'Primary beneficiaries')).toBe(
      'Add at least one primary beneficiary',
    );
    expect(addAtLeastMessage(2, 'Contingent beneficiaries')).toBe(
      'Add at least 2 contingent beneficiaries',
    );
    expect(entryOfList('Dependents')).toBe('dependent');
  });
});
