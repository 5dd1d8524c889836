import { isRecord } from './generic/is-record';

/**
 * The `data` of a /shareapp/{data}/ link: base64url (no padding) of the JSON of a SharedTarget,
 * e.g. {"formId":"term-90-plus-standard","agent":"johnsmith","utm":{"utm_source":"shareapp"}}.
 * Exactly one of formId (an application form) and planId (a plan's landing page); the agent and
 * the UTM values travel with the link so the application is credited as the sender's was.
 */
export interface SharedTarget {
  readonly formId?: string;
  readonly planId?: string;
  readonly agent?: string;
  readonly utm?: Readonly<Record<string, string>>;
}

/** The UTM names a share link may carry (spec §3 tracking cookies). */
const utmNames = new Set([
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_campaign',
  'utm_content',
  'utm_agent',
  'utm_agency',
]);

const idPattern = /^[a-z0-9][a-z0-9-]{0,59}$/;
const agentPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,59}$/;
const dataPattern = /^[A-Za-z0-9_-]{1,1000}$/;
const utmValueMaxLength = 100;

function utmOf(value: unknown): Record<string, string> | undefined | null {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([name, text]) =>
      utmNames.has(name) &&
      typeof text === 'string' &&
      text !== '' &&
      text.length <= utmValueMaxLength,
  );
  return valid ? (value as Record<string, string>) : null;
}

/** The target a decoded value names, or undefined when it is not one (see SharedTarget). */
export function sharedTargetOf(value: unknown): SharedTarget | undefined {
  if (!isRecord(value)) return undefined;
  const { formId, planId, agent, utm, ...rest } = value;
  if (Object.keys(rest).length > 0) return undefined;
  const hasForm = typeof formId === 'string' && idPattern.test(formId);
  const hasPlan = typeof planId === 'string' && idPattern.test(planId);
  if (hasForm === hasPlan || (formId !== undefined && !hasForm)) return undefined;
  if (planId !== undefined && !hasPlan) return undefined;
  if (agent !== undefined && !(typeof agent === 'string' && agentPattern.test(agent)))
    return undefined;
  const checkedUtm = utmOf(utm);
  if (checkedUtm === null) return undefined;
  return {
    ...(hasForm ? { formId: formId as string } : { planId: planId as string }),
    ...(typeof agent === 'string' ? { agent } : {}),
    ...(checkedUtm ? { utm: checkedUtm } : {}),
  };
}

/** The link's `data` for a target; '' for anything that is not a SharedTarget. */
export function encodeShareData(target: unknown): string {
  const checked = sharedTargetOf(target);
  if (checked === undefined) return '';
  const bytes = new TextEncoder().encode(JSON.stringify(checked));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The target of a link's `data`, or undefined when the data is damaged or names none. */
export function decodeShareData(data: unknown): SharedTarget | undefined {
  if (typeof data !== 'string' || !dataPattern.test(data) || data.length % 4 === 1)
    return undefined;
  try {
    const binary = atob(data.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return sharedTargetOf(JSON.parse(text) as unknown);
  } catch {
    // Not base64url of UTF-8 JSON: a link cut short or edited by hand.
    return undefined;
  }
}
