import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { MIN_PASSWORD_LENGTH } from '../shared/schemas/auth';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAdmin } from './features/auth/accounts';

/**
 * `npm run admin:create`: asks for an e-mail, a first name and a password (not echoed), then
 * creates the admin, or updates it. `-- --reset-mfa` also removes the account's authenticator app
 * and passkeys (staff who lost their phone or passkey), signing out all its sessions.
 */
const resetSecondFactors = process.argv.includes('--reset-mfa');
/** `-- --role agent` makes (or turns the account into) an agent; an owner otherwise (decision 028). */
const role =
  process.argv.includes('--role') && process.argv[process.argv.indexOf('--role') + 1] === 'agent' ? 'agent' : 'owner';
let muted = false;
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: true });
const email = (await rl.question('Admin e-mail: ')).trim();
const firstName = (await rl.question('First name: ')).trim() || 'Admin';
process.stdout.write(`Password (at least ${MIN_PASSWORD_LENGTH} characters): `);
muted = true;
const password = await rl.question('');
muted = false;
process.stdout.write('\n');
rl.close();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('That is not an e-mail address.');
  process.exit(1);
}
if (password.length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(1);
}
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 1 })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
try {
  const { sessionsEnded } = await ensureAdmin(
    database.db,
    { email, password, firstName },
    { resetSecondFactors, role },
  );
  if (resetSecondFactors) console.log(`Two-factor sign-in removed from ${email}: set it up again on /admin/account.`);
  if (sessionsEnded) console.log(`The password changed: ${sessionsEnded} session(s) of ${email} signed out.`);
  console.log(`Admin ${email} is ready. Sign in at ${config.publicUrl}/api/login`);
} finally {
  await database.close();
}
