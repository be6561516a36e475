import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/http/app-error.ts';
import type { DevMailbox, StoredMail } from './dev-mailbox';
import { mailboxRefusal } from './dev-mailbox-access';
import { renderMailboxList, renderMailboxMessage } from './dev-mailbox-page';

/**
 * Inline styles, no scripts, and the mail's HTML part in a sandboxed `srcdoc` frame; the page never
 * loads anything from elsewhere.
 */
const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * `/dev/mailbox`: read the local mailbox in a browser (and `messages.json` for tests). Registered only
 * in dev-mailbox mode. Every request needs this start's key (printed in the start-up log as the full
 * link) and must come straight from this machine; anything else is a 404, as if there were no mailbox.
 */
export async function devMailboxRoutes(app: FastifyInstance, options: { mailbox: DevMailbox; port: number }) {
  const { mailbox, port } = options;
  const key = mailbox.accessKey;

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const refusal = mailboxRefusal(request, key, port);
    if (refusal) {
      request.log.debug({ refusal }, 'dev mailbox request refused');
      throw AppError.notFound('ROUTE_NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    privatePage(reply).type('text/html; charset=utf-8');
    return renderMailboxList(await mailbox.list(), key);
  });

  app.get('/dev/mailbox/messages.json', async (_request, reply) => {
    privatePage(reply);
    return { messages: (await mailbox.list()).map(summary) };
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const message = await mailbox.get(request.params.id);
    if (!message) throw AppError.notFound('NOT_FOUND', 'No such message in the dev mailbox');
    privatePage(reply).type('text/html; charset=utf-8');
    return renderMailboxMessage(message, key);
  });
}

/** The key is in the address: never cached, never sent on as a Referer. */
function privatePage(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', MAILBOX_CSP);
}

function summary(message: StoredMail) {
  return {
    id: message.id,
    to: message.to,
    from: message.from,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    createdAt: message.createdAt,
  };
}
