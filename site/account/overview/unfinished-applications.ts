/** One application the member began and has not sent, as `application.drafts` answers it. */
export interface UnfinishedApplication {
  readonly appId: string;
  readonly formId: string;
  readonly title: string;
  readonly route: string;
  readonly stoppedAfter: string | null;
  readonly updatedAt: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isUnfinished(value: unknown): value is UnfinishedApplication {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Record<keyof UnfinishedApplication, unknown>>;
  return (
    isText(item.appId) &&
    isText(item.formId) &&
    isText(item.title) &&
    isText(item.route) &&
    item.route.startsWith('/') &&
    (item.stoppedAfter === null || isText(item.stoppedAfter)) &&
    isText(item.updatedAt) &&
    !Number.isNaN(Date.parse(item.updatedAt))
  );
}

/** The answer of `application.drafts`: its list, every item checked. */
export function isDraftsAnswer(body: unknown): body is { drafts: UnfinishedApplication[] } {
  if (typeof body !== 'object' || body === null) return false;
  const { drafts } = body as { drafts?: unknown };
  return Array.isArray(drafts) && drafts.every(isUnfinished);
}
