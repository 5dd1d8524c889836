/**
 * Every rule in validators/ answers the same way: the spec's message when the value is
 * invalid, `undefined` when it is valid. Rules never throw on any input.
 */
export type Validation = string | undefined;
