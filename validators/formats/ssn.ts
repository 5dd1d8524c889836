import { messages } from '../messages';
import { onText } from './text';

const ssnShape = /^(\d{3})-(\d{2})-(\d{4})$/;

/**
 * Numbers that are well shaped and even issuable but are known to be fake: the spec's example,
 * the Woolworth wallet card, the 1940s advertising number and the LifeLock advertising number.
 */
export const knownFakeSsns: readonly string[] = [
  '123456789',
  '078051120',
  '219099999',
  '457555462',
];

/**
 * Two messages on purpose: 'Must be a valid SSN' when the value is not in the NNN-NN-NNNN
 * shape, 'SSN is not valid' when the shape is right but no such number can be issued (area
 * 000, 666 or 9xx, group 00, serial 0000, one digit repeated, or a known fake number).
 */
export const validateSsn = onText((text) => {
  const match = ssnShape.exec(text);
  if (!match) return messages.ssnFormat;
  const [area, group, serial] = [match[1] ?? '', match[2] ?? '', match[3] ?? ''];
  const digits = area + group + serial;
  const impossible =
    area === '000' ||
    area === '666' ||
    area.startsWith('9') ||
    group === '00' ||
    serial === '0000' ||
    /^(\d)\1{8}$/.test(digits) ||
    knownFakeSsns.includes(digits);
  return impossible ? messages.ssnInvalid : undefined;
});
