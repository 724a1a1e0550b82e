import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES, roleSchema } from '@job-board/contract';
import { loadConfig } from '../config/config.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../lib/password.js';
import { nowIso } from '../lib/time.js';
import { randomToken } from '../lib/tokens.js';
import * as repo from '../modules/auth/auth.repository.js';
import { resetFromCommandLine } from '../modules/two-factor/two-factor.service.js';
import { openCheckedDatabase } from './open-checked-database.js';
import { CliError, runCli } from './run-cli.js';

const USAGE = `Usage:
  npm run admin -- create --email EMAIL --name NAME [--role ROLE] [--password PASSWORD]
  npm run admin -- reset-password --email EMAIL [--password PASSWORD]
  npm run admin -- reset-two-factor --email EMAIL
ROLE is one of ${ROLES.join(', ')}; the first administrator is always an owner, later ones
are admins unless --role says otherwise.
Without --password a random one is generated and printed once.
reset-two-factor turns off a locked-out administrator's second factor and ends their sign-ins.`;

const COMMANDS = ['create', 'reset-password', 'reset-two-factor'];

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  if (!command || !COMMANDS.includes(command)) throw new CliError(USAGE);
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) throw new CliError(`--email must be an email address.\n${USAGE}`);
  if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
    throw new CliError(`--password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const password = values.password ?? randomToken().slice(0, 16);
  const role = roleSchema.optional().safeParse(values.role);
  if (!role.success) throw new CliError(`--role must be one of ${ROLES.join(', ')}.`);
  const name = values.name?.trim() ?? '';
  if (command === 'create' && name === '') throw new CliError(`--name is required.\n${USAGE}`);

  const database = await openCheckedDatabase(loadConfig());
  try {
    await migrateToLatest(database);
    const existing = await repo.findAdminByEmail(database.db, email.data);
    const now = nowIso();
    if (command === 'create') {
      if (existing)
        throw new CliError(`An administrator with the email ${email.data} already exists.`);
      const isFirst = (await repo.countAdmins(database.db)) === 0;
      const chosenRole = isFirst ? 'owner' : (role.data ?? 'admin');
      await repo.insertAdmin(database.db, {
        name,
        email: email.data,
        password_hash: await hashPassword(password),
        now,
        role: chosenRole,
      });
      if (isFirst && role.data && role.data !== 'owner') {
        console.log('The first administrator is the owner, whatever --role says.');
      }
      console.log(`Created administrator ${email.data} (${chosenRole}).`);
    } else if (command === 'reset-two-factor') {
      if (!existing) throw new CliError(`No administrator has the email ${email.data}.`);
      if (!(await resetFromCommandLine(database.db, existing.id))) {
        throw new CliError(`${email.data} does not use two-factor sign-in; nothing changed.`);
      }
      console.log(
        `Turned off the two-factor sign-in of ${email.data}; their sessions and tokens are revoked.`,
      );
      return;
    } else {
      if (!existing) throw new CliError(`No administrator has the email ${email.data}.`);
      await repo.updateAdminPassword(database.db, existing.id, await hashPassword(password), now);
      await repo.revokeAllTokens(database.db, existing.id, now);
      await repo.deleteAdminSessions(database.db, existing.id);
      console.log(`Reset the password of ${email.data}; their sessions and tokens are revoked.`);
    }
    if (values.password === undefined) console.log(`Password (shown once): ${password}`);
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)));
