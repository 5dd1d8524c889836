// Public face of plans/suggestions/: the plans a life-insurance needs estimate or a quote leads to.
export { suggestedPlans, type PlanSuggestion, type SuggestionRequest } from './suggested-plans';
export { quotedPlans, type PlanQuote, type QuoteBoxRequest } from './quoted-plans';
