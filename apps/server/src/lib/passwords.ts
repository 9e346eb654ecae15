import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP baseline (19 MiB, 2 passes); tests may lower the cost through the environment.
const options = {
  algorithm: 2 as const, // Algorithm.Argon2id (an ambient const enum, unusable under isolatedModules)
  memoryCost: Number(process.env.ARGON2_MEMORY_KIB) || 19_456,
  timeCost: Number(process.env.ARGON2_TIME_COST) || 2,
  parallelism: 1,
};

/** How many hashes and checks this process has run: the tests count them to prove limits bite before the work. */
export const passwordWork = { hashes: 0, verifies: 0 };

export const hashPassword = (password: string) => (passwordWork.hashes++, hash(password, options));

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  passwordWork.verifies++;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the e-mail is unknown, so timing does not reveal which accounts exist. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password-0'));
