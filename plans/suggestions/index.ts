// Public face of plans/suggestions/: the plans a life-insurance needs estimate leads to.
export { suggestedPlans, type PlanSuggestion, type SuggestionRequest } from './suggested-plans';
