import { quotedPlans } from '../../../plans';
import { states } from '../../../validators';
import { defineAction } from '../action';

interface QuoteQuery {
  age: string;
  coverage: string;
  state: string;
}

/**
 * The home page's quote box: the plans that fit an age, a coverage amount and a state, with
 * their monthly cost from the rate tables. Public catalogue figures, asked with GET and
 * cacheable; the rate tables stay on the server, out of the home page's JavaScript.
 */
export const quote = defineAction({
  methods: ['GET'],
  cacheable: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['age', 'coverage', 'state'],
    properties: {
      age: { type: 'string', pattern: '^\\d{1,3}$' },
      coverage: { type: 'string', pattern: '^\\d{1,9}$' },
      state: { enum: states.map((state) => state.code) },
    },
  },
  async handle(query: QuoteQuery) {
    return {
      plans: quotedPlans({
        age: Number(query.age),
        coverage: Number(query.coverage),
        state: query.state,
      }),
    };
  },
});
