/** An agent's slug as the landing page's address carries it: letters, digits and hyphens. */
export const agentSlugSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 60,
  pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$',
} as const;
