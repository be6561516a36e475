import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { isLoopbackAddress } from '../../lib/loopback';
import type { DevMailbox, StoredMail } from './dev-mailbox';
import { renderMailboxList, renderMailboxMessage } from './dev-mailbox-page';

/**
 * `/dev/mailbox`: read the local mailbox in a browser (and `messages.json` for tests). Registered only
 * in dev-mailbox mode and answered only to requests from this machine, so nobody else reads the codes.
 */
export async function devMailboxRoutes(app: FastifyInstance, options: { mailbox: DevMailbox }) {
  const { mailbox } = options;

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) {
      throw AppError.notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailboxList(await mailbox.list());
  });

  app.get('/dev/mailbox/messages.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: (await mailbox.list()).map(summary) };
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const message = await mailbox.get(request.params.id);
    if (!message) throw AppError.notFound('No such message in the dev mailbox');
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailboxMessage(message);
  });
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
