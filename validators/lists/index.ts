// Reference lists of spec §3, each with its guard and its rule (spec §5 "must come from their lists").
export * from './memberStatuses';
export * from './memberTypes';
export * from './dutyStatuses';
export * from './branches';
export * from './relationshipStatuses';
export * from './genders';
export * from './payTypes';
export * from './cardTypes';
export * from './paymentFrequencies';
export * from './paymentMethods';
export * from './countries';
export * from './states';
export * from './ranks';
export * from './contactChannels';
export * from './scholarshipRelationships';
export * from './applicationTypes';
export * from './contactDetails';
