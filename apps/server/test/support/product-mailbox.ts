import type { FastifyInstance } from 'fastify';
import type { StoredMail } from '#server/modules/mail/dev-mailbox.ts';

/**
 * Apps started on one database are nodes of one product, and any node's outbox sender may deliver a
 * mail another node queued, into its own dev mailbox. Tests read the product's mail, not one node's.
 */
const nodesByApp = new WeakMap<FastifyInstance, FastifyInstance[]>();

/** Records that `app` is another node of the product `peer` belongs to. */
export function joinProduct(app: FastifyInstance, peer: FastifyInstance | undefined): void {
  const nodes = (peer && nodesByApp.get(peer)) ?? (peer ? [peer] : []);
  nodes.push(app);
  for (const node of nodes) nodesByApp.set(node, nodes);
}

/** Every mail any node of `app`'s product delivered to its dev mailbox, newest first. */
export async function productMail(app: FastifyInstance): Promise<StoredMail[]> {
  const nodes = nodesByApp.get(app) ?? [app];
  const lists = await Promise.all(
    nodes.map((node) => {
      const mailbox = node.services.mail.devMailbox;
      if (!mailbox) throw new Error('reading mail needs the dev mailbox (no SMTP_URL)');
      return mailbox.list();
    }),
  );
  if (lists.length === 1) return lists[0]!;
  // The order a single mailbox lists in (dev-mailbox.ts).
  return lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.order ?? 0) - (a.order ?? 0));
}
