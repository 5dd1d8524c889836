import { messages } from '../messages';
import { onText } from './text';

const datePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Spec §5: MM/DD/YYYY, a real calendar day, year 1900 or later. */
export const validateDate = onText((text) => {
  const match = datePattern.exec(text);
  if (!match) return messages.date;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12) return messages.date;
  return day >= 1 && day <= daysInMonth(year, month) ? undefined : messages.date;
});
