// Member rules of spec §4 and §6, pure and time-injected: the current time is always a parameter.
export * from './member-account';
export * from './affiliation';
export * from './member-status';
export * from './ballot';
export * from './payment';
export * from './pending';
export * from './permissions';
export * from './account-flags';
