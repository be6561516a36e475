// Operator commands: `npm run admin -- <command>`. Uses the same environment as the server
// (DATA_DIR / DATABASE_URL), so it acts on the database the running product uses.
import { planSchema } from '@vm/contracts';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createUsersRepository } from './modules/auth/users-repository';

const HELP = `Usage: npm run admin -- <command>

Commands:
  set-plan <email> <free|pro|enterprise>   Change a user's plan
  help                                     Show this help`;

async function setPlan(args: string[]): Promise<number> {
  const [rawEmail, rawPlan] = args;
  const plan = planSchema.safeParse(rawPlan);
  if (!rawEmail || !plan.success) {
    console.error('Usage: npm run admin -- set-plan <email> <free|pro|enterprise>');
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const database = openDatabase(loadConfig().database);
  try {
    await database.migrate();
    if (!(await createUsersRepository(database.db).setPlan(email, plan.data))) {
      console.error(`No user with the e-mail address ${email}`);
      return 1;
    }
    console.log(`${email} is now on the ${plan.data} plan`);
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
