// Operator commands: `npm run admin -- <command>`. Uses the same environment as the server
// (DATA_DIR / DATABASE_URL), so it acts on the database the running product uses.
import { planSchema } from '@vm/contracts';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { systemClock } from './lib/clock';
import { createUsersRepository } from './modules/auth/users-repository';
import { createBillingAccountsRepository } from './modules/billing/billing-repository';
import { createOperatorBilling } from './modules/billing/operator-billing';
import { createStripeClient } from './modules/billing/stripe-client';
import { createRecordingJobsRepository } from './modules/recordings/jobs/recording-jobs-repository';
import { retryRecording } from './modules/recordings/jobs/retry-recording';
import { createRecordingsRepository } from './modules/recordings/recordings-repository';

const HELP = `Usage: npm run admin -- <command>

Commands:
  set-plan <email> <free|pro|enterprise> [--cancel-subscription]
                                           Change a user's plan (then managed: Stripe's events leave it);
                                           an account paying for Pro needs --cancel-subscription
  retry-recording <recordingId>            Process a failed recording again (while its raw tracks are kept)
  help                                     Show this help`;

async function setPlan(args: string[]): Promise<number> {
  const cancelSubscription = args.includes('--cancel-subscription');
  const [rawEmail, rawPlan] = args.filter((arg) => arg !== '--cancel-subscription');
  const plan = planSchema.safeParse(rawPlan);
  if (!rawEmail || !plan.success) {
    console.error('Usage: npm run admin -- set-plan <email> <free|pro|enterprise> [--cancel-subscription]');
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const users = createUsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(`No user with the e-mail address ${email}`);
      return 1;
    }
    const stripe = config.billing.stripe;
    const billing = createOperatorBilling({
      accounts: createBillingAccountsRepository(database.db),
      stripe: stripe ? createStripeClient(stripe.secretKey, stripe.apiUrl) : undefined,
    });
    const subscription = await billing.liveSubscription(user.id);
    if (subscription && !cancelSubscription) {
      console.error(
        `${email} pays for Pro (Stripe subscription ${subscription}). Add --cancel-subscription to cancel it at Stripe first.`,
      );
      return 1;
    }
    if (subscription) {
      const atStripe = await billing.cancel(user.id, subscription, systemClock.now().toISOString());
      console.log(
        atStripe
          ? `Cancelled the Stripe subscription ${subscription} of ${email}`
          : `Forgot the test checkout's subscription ${subscription} of ${email} (no Stripe key: nothing is charged)`,
      );
    }
    await users.setPlan(email, plan.data);
    await billing.markManaged(user.id);
    console.log(`${email} is now on the ${plan.data} plan`);
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Queues a failed recording's failed jobs again in the database. The running server takes them at its
 * next poll (RECORDING_JOB_POLL_MS), on whichever node sees the recording's folders, so this needs no
 * server and works on any machine with the product's environment.
 */
async function retryRecordingCommand(args: string[]): Promise<number> {
  const [recordingId] = args;
  if (!recordingId) {
    console.error('Usage: npm run admin -- retry-recording <recordingId>');
    return 2;
  }
  const database = openDatabase(loadConfig().database);
  try {
    await database.migrate();
    const outcome = await retryRecording(
      {
        jobs: createRecordingJobsRepository(database.db, database.dialect),
        recordings: createRecordingsRepository(database.db),
        clock: systemClock,
      },
      recordingId,
    );
    if (!outcome.retried) {
      console.error(`Recording ${recordingId} was not retried: ${outcome.reason}`);
      return 1;
    }
    console.log(
      `Recording ${recordingId} will be processed again: ${outcome.jobs} job(s) queued for the running server`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'set-plan':
      return setPlan(args);
    case 'retry-recording':
      return retryRecordingCommand(args);
    case undefined:
    case 'help':
    case '--help':
      console.log(HELP);
      return 0;
    default:
      console.error(`Unknown command "${command}".\n\n${HELP}`);
      return 2;
  }
}

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
