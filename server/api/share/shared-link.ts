import { randomUUID } from 'node:crypto';
import { encodeShareData, type SharedTarget } from '../../../validators';
import type { ActionContext } from '../action';

/** The address of a /shareapp/{data}/ link on the public site. */
export function shareLink(context: ActionContext, target: SharedTarget): string {
  return `${context.config.publicUrl}/shareapp/${encodeShareData(target)}/`;
}

/** Keeps what was sent to whom: 'application' (share-app e-mail) or 'benchmark'. */
export async function storeSharedLink(
  context: ActionContext,
  row: { kind: 'application' | 'benchmark'; senderName: string; recipient: string; link: string },
): Promise<void> {
  await context.db
    .insertInto('shared_links')
    .values({
      id: randomUUID(),
      kind: row.kind,
      sender_name: row.senderName,
      recipient: row.recipient,
      link: row.link,
    })
    .execute();
}
