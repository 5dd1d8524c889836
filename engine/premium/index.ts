// Public face of engine/premium/: the premium of the answers so far, from the plan's rates.
export { premiumFor, premiumItems, type PremiumItem } from './premium-for';
export { monthlyPremium, paymentAmount } from './monthly-premium';
export { coverageFieldOf, coverageFieldsOf, type CoverageField } from './coverage-field';
export { paymentFrequencyOf, paymentFrequencyWidget } from './payment-frequency';
