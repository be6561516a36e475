import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { publicBaseUrl } from './lib/public-url';

/** Starts the server: validated config, listen, then background work; stops cleanly on SIGTERM/SIGINT. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    // Rooms move to other nodes first (preClose); a stuck connection must not keep the process alive
    // past DRAIN_SECONDS.
    setTimeout(() => process.exit(1), config.drainSeconds * 1000).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const localUrl = `http://localhost:${config.port}`;
  app.log.info(`Video Meeting is running at ${config.publicUrl ?? localUrl}`);
  if (!config.publicUrl) {
    // Links in e-mails must name one address; without PUBLIC_URL it is this guess, which only
    // works for people on this machine.
    app.log.warn(`PUBLIC_URL is not set: links in e-mails will use ${publicBaseUrl(config)}`);
  }
  const devMailbox = app.services.mail.devMailbox;
  if (devMailbox) {
    // The key is this start's capability for the mailbox: whoever reads this log may read the codes.
    const link = `${localUrl}/dev/mailbox?key=${encodeURIComponent(devMailbox.accessKey)}`;
    app.log.warn(`No SMTP_URL: e-mail is not sent but kept in the dev mailbox at ${link} (this machine only).`);
  }
  const { payments, webhook } = app.billing;
  const webhookLine = `the Stripe webhook is ${webhook.url} (events: ${webhook.events.join(', ')})`;
  if (payments === 'stripe') app.log.info(`Payments through Stripe: ${webhookLine}`);
  if (payments === 'test') {
    app.log.warn(
      `No STRIPE_SECRET_KEY: upgrades go through the test checkout (${localUrl}/dev/checkout/..., this machine only, no payment taken). Set STRIPE_SECRET_KEY, then ${webhookLine}.`,
    );
  }
  if (payments === 'off')
    app.log.warn(`Payments are not configured: checkout answers 503. With STRIPE_SECRET_KEY, ${webhookLine}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${error.message}` : error);
  process.exit(1);
});
