import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { devMailboxRoutes } from './dev-mailbox-routes';

/**
 * Mail's part in the app (the module itself, `createMailModule`, is one of the services every module
 * gets): the outbox sender runs while the app does, and without SMTP_URL the dev mailbox's pages
 * answer at /dev/mailbox (outside the API). Registered before the modules that send mail, so the
 * sender stops after them (onClose runs last-added first).
 */
export async function registerMail(app: FastifyInstance, { services }: ModuleContext): Promise<void> {
  const { mail, config } = services;
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  if (mail.devMailbox) await app.register(devMailboxRoutes, { mailbox: mail.devMailbox, port: config.port });
}
