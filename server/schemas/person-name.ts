/** A person's name as a required answer: not blank, within its §5 limit, strict characters. */
const nameProperty = (field: 'firstName' | 'lastName') =>
  ({ type: 'string', minLength: 1, notBlank: true, field, rule: 'strictString' }) as const;

/** First and last name, as sign-ups (membership, events) ask for them. */
export const personNameProperties = {
  firstName: nameProperty('firstName'),
  lastName: nameProperty('lastName'),
} as const;
