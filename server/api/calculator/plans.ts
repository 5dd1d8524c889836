import { suggestedPlans } from '../../../plans';
import { applicantAge, dutyStatusCodeOf, dutyStatuses, states } from '../../../validators';
import { fieldErrors } from '../../http/api-error';
import { defineAction } from '../action';

interface PlansQuery {
  dutyStatus: string;
  state: string;
  monthBorn: string;
  yearBorn: string;
  tobaccoUse: '0' | '1';
  amount: string;
}

/**
 * The plans that fit the live calculator's answers as the visitor types: public catalogue
 * figures, asked with GET and cacheable, so the same answers are priced once.
 */
export const plans = defineAction({
  methods: ['GET'],
  cacheable: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['dutyStatus', 'state', 'monthBorn', 'yearBorn', 'tobaccoUse', 'amount'],
    properties: {
      dutyStatus: { enum: dutyStatuses.map((status) => status.id) },
      state: { enum: states.map((state) => state.code) },
      monthBorn: { type: 'string', pattern: '^(0?[1-9]|1[0-2])$' },
      yearBorn: { type: 'string', pattern: '^(19|20)\\d\\d$' },
      tobaccoUse: { enum: ['0', '1'] },
      amount: { type: 'string', pattern: '^\\d{1,13}(\\.\\d{1,2})?$' },
    },
  },
  async handle(query: PlansQuery, context) {
    const age = applicantAge(query.monthBorn, query.yearBorn, context.now());
    if (age === undefined) throw fieldErrors({ yearBorn: 'This field is invalid' });
    return {
      plans: suggestedPlans({
        dutyStatusCode: dutyStatusCodeOf(query.dutyStatus) ?? '',
        state: query.state,
        age,
        amount: Number(query.amount),
        tobacco: query.tobaccoUse === '1',
      }),
    };
  },
});
