import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum profile). */
export const hashPassword = (password: string): Promise<string> => hash(password);

// A fixed hash to verify against when the login is unknown, so the answer takes as long either way.
const DUMMY_HASH = hash('afx-timing-equaliser');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

export { passwordProblem } from '@afx/domain';
