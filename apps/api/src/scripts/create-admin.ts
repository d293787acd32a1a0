import { parseArgs } from 'node:util';
import { loginSchema, passwordSchema } from '@belizepass/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail, insertUser } from '../modules/users/users.repository.ts';

/** `npm run admin:create -- --email a@b.bz --name "Ana Pop"` with the password in ADMIN_PASSWORD. */
async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const password = process.env.ADMIN_PASSWORD ?? '';
  const email = loginSchema.shape.email.safeParse(values.email ?? '');
  const checkedPassword = passwordSchema.safeParse(password);
  if (!email.success || !values.name || !checkedPassword.success) {
    console.error('Usage: ADMIN_PASSWORD=... npm run admin:create -- --email <email> --name "<full name>"');
    console.error('The password needs at least 8 characters.');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (await findUserByEmail(database.db, email.data)) {
      console.error(`${email.data} already has an account.`);
      process.exitCode = 1;
      return;
    }
    await insertUser(database.db, {
      email: email.data,
      fullName: values.name,
      role: 'platform_admin',
      passwordHash: await hashPassword(checkedPassword.data),
    });
    console.log(`Created platform admin ${email.data}.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
