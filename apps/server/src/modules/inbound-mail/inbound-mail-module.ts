import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import type { InboundMailModule } from './inbound-mail-types';
import { createReplyHandler, type CalendarReplies } from './reply-handler';
import { SmtpListener } from './smtp-listener';

/**
 * Inbound mail (decision record 061): the SMTP listener for calendar replies, on with
 * INBOUND_MAIL_DOMAIN or in the quick start. It listens once the app is ready and stops as the app
 * closes, before the modules it answers through.
 */
export async function registerInboundMail(
  app: FastifyInstance,
  context: ModuleContext<object, { calendarReplies: CalendarReplies }>,
): Promise<InboundMailModule> {
  const settings = context.services.config.inboundMail;
  const log = app.log.child({ module: 'inbound-mail' });
  const listener = settings
    ? new SmtpListener(settings, createReplyHandler(context.uses.calendarReplies, log), log)
    : undefined;
  if (settings && listener) {
    app.addHook('onReady', async () => {
      try {
        await listener.start();
        log.info(
          `Calendar replies: listening for SMTP on ${settings.host}:${listener.port} (domain ${settings.domain})`,
        );
      } catch (error) {
        // The quick start's port is a guess that may be taken; a configured one is the operator's to fix.
        if (!settings.quickStart) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        log.warn(`Calendar replies are off: could not listen on ${settings.host}:${settings.port} (${reason})`);
      }
    });
    app.addHook('onClose', async () => listener.stop());
  }
  const module: InboundMailModule = {
    get port() {
      return listener?.port;
    },
  };
  app.decorate('inboundMail', module);
  return module;
}
