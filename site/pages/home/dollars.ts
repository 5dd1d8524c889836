import { formatUsd } from '../../../validators';

/** A whole dollar amount as pages write it: '$250,000'. */
export const dollars = (amount: number): string => formatUsd(amount).replace(/\.00$/, '');
