import { CURRENCY } from './constants.ts';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 'Tk. 1,60,000': whole Taka with the South Asian digit grouping buyers in Bangladesh read. */
export const formatTk = (amount: number): string => `${CURRENCY} ${grouping.format(amount)}`;
