/**
 * Prints an access token of the running portal for a user, obtained like the SPA does (code + PKCE
 * through the real sign-in page): `npm run token -- <login> [password] [--totp <code>]`.
 * The portal's address: PUBLIC_URL, else http://localhost:$PORT (8080).
 */
import { parseArgs } from 'node:util';
import { headlessLogin, SignInRefused } from '../identity/headless-login.js';

const USAGE =
  'usage: npm run token -- <login> [password] [--totp <code>]   (password defaults to the demo one)';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { totp: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [login, password = 'demo'] = positionals;
  if (values.help || !login) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const baseUrl = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 8080}`;
  const { tokens } = await headlessLogin({ baseUrl, login, password, totp: values.totp });
  process.stdout.write(`${tokens.access_token}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof SignInRefused) console.error(err.alert);
  else if (err instanceof TypeError && String(err.cause ?? '').includes('ECONNREFUSED')) {
    console.error('The portal is not running at that address; start it with `npm start`.');
  } else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
