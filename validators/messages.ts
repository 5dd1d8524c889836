/**
 * Every user-facing message of spec §5 (validation) and §8 (error catalogue), word for word.
 * Where the spec names a message without quoting it (must be a string, must be a number, valid
 * date, valid credit card number, mm/yyyy, valid expiration date) the sentence here is ours,
 * written in the style of the quoted ones, as are those for rules the spec does not word (one
 * person's SSN given for another, an SSN confirmation that differs, after 'Passwords must
 * match'; a member whose status the plan does not take, spec §6).
 */
export const messages = {
  required: 'This field is required',
  invalid: 'This field is invalid',
  mustBeString: 'This field must be a string',
  mustBeNumber: 'This field must be a number',
  wholeNumber: 'This field must be a whole number',
  email: 'This field must be a valid email',
  date: 'This field must be a valid date in the MM/DD/YYYY format',
  ssnFormat: 'Must be a valid SSN',
  ssnInvalid: 'SSN is not valid',
  ssnOfAnother: 'This SSN is already entered for another person in this application',
  ssnsMatch: 'SSNs must match',
  zip: 'Must match this ##### or this #####-#### pattern',
  phone: 'Must match this pattern ###-###-####',
  passwordsMatch: 'Passwords must match',
  invalidCharacter: 'Contains invalid character',
  cardNumber: 'This field must be a valid credit card number',
  cardExpiryFormat: 'Must match this pattern mm/yyyy',
  cardExpiryDate: 'This field must be a valid expiration date',
  routingNumber: 'This field must be a valid routing number',
  onlyNumbers: 'Only numbers allowed',
  beneficiaryShareTotal: 'Summary Share % for beneficiaries must be 100',
  stateNotAvailable: 'Sorry, but we currently do not provide this service in your state',
  ageNotMatching: "Sorry, your age doesn't match the plan requirements",
  memberStatusNotMatching: "Sorry, your membership status doesn't match the plan requirements",
  genericApiError:
    "The association's system is currently unavailable. Please try again in a few minutes or call during normal business hours.",
  checkFormFields: 'Check form fields and try again',
  nothingFound: 'Sorry, nothing found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  networkError: 'Network error occurred',
  requestError: 'Request error occurred',
  validationFailed: 'Validation failed',
  usernameAt: 'A username may not contain @',
  usernameCharacters: 'A username may use only letters, digits, periods, hyphens and underscores',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * The store message keys of spec §8 point at catalogue sentences: apiError is the generic API
 * error, validationError asks the user to check the form, nothingFound is the empty result.
 */
export const storeMessages = {
  apiError: messages.genericApiError,
  validationError: messages.checkFormFields,
  nothingFound: messages.nothingFound,
} as const;

export const beneficiaryTextTooLong = (currentLength: number): string =>
  `The maximum length of all names and relationship statuses must be less or equal to 240 characters. Current length is ${currentLength}.`;

/** A card number of another network than the card type chosen (ours: the spec has no words). */
export const cardNotOfTypeMessage = (cardTypeName: string): string =>
  `This is not a ${cardTypeName} card number`;

/**
 * A submission under the key of an application already received, with other answers: another
 * window or device sent it first (ours: the spec has no words).
 */
export const applicationAlreadyReceivedMessage = (referenceNumber: string): string =>
  `This application was already received, with reference number ${referenceNumber}. Answers changed after it was sent were not received.`;

/**
 * A typed signature that is not the signer's name as given in the application (ours: the spec
 * has no words; in the style of 'Passwords must match').
 */
export const signatureMismatchMessage = (fullName: string): string =>
  `Signature must match the name given: ${fullName}`;

export type LookupKind = 'Asset' | 'File' | 'Page';

export const notFound = (kind: LookupKind, id: string | number): string =>
  `${kind} with id ${id} not found`;

/** '1 character', '5 characters': a count with its noun in the right number. */
const counted = (count: number, noun: string): string =>
  `${count} ${count === 1 ? noun : `${noun}s`}`;

export const exactLengthMessage = (length: number): string =>
  `Must be exactly ${counted(length, 'character')}`;
export const minLengthMessage = (length: number): string =>
  `Must be at least ${counted(length, 'character')}`;
export const maxLengthMessage = (length: number): string =>
  `Must be at most ${counted(length, 'character')}`;
export const minNumberMessage = (min: number): string => `Must be at least ${min}`;
export const maxNumberMessage = (max: number): string => `Must be at most ${max}`;
export const greaterThanMessage = (limit: number): string => `Must be greater than ${limit}`;
export const lessThanMessage = (limit: number): string => `Must be less than ${limit}`;
export const minItemsMessage = (count: number): string =>
  `Must have at least ${counted(count, 'item')}`;
export const maxItemsMessage = (count: number): string =>
  `Must have at most ${counted(count, 'item')}`;

/** A list's title as one of its entries: 'Primary beneficiaries' → 'primary beneficiary'. */
export const entryOfList = (listTitle: string): string =>
  typeof listTitle === 'string'
    ? listTitle
        .toLowerCase()
        .replace(/ies$/, 'y')
        .replace(/([^s])s$/, '$1')
    : '';

/**
 * A list with too few entries, asked for in its own words (ours: the spec has no words):
 * 'Add at least one primary beneficiary'. minItemsMessage's 'Must have at least 1 item' names
 * nothing the applicant sees.
 */
export const addAtLeastMessage = (count: number, listTitle: string): string =>
  count === 1
    ? `Add at least one ${entryOfList(listTitle)}`
    : `Add at least ${count} ${listTitle.toLowerCase()}`;
