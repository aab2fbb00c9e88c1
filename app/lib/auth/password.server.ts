/** Password hashing with bcrypt (cost 12), and random passwords for new accounts. */
import { randomInt } from "node:crypto";
import bcrypt from "bcryptjs";
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleProblem } from "./password-rule";

const COST = 12;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** A bcrypt hash of `password`. */
export function hashPassword(password: string, cost = COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

/** True when `password` matches `hash`; false for malformed hashes. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** A random password of `length` characters without look-alike letters. */
export function generatePassword(length = 20): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** A hash to compare against when the user does not exist, so timing does not reveal which names exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(generatePassword(), COST);
  return dummyHash;
}

/** The product's password rule (./password-rule.ts) in words for the admin command; null when it is met. */
export function passwordProblem(password: string): string | null {
  const problem = passwordRuleProblem(password);
  if (problem === "validation.passwordLength")
    return `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters (bcrypt reads at most ${PASSWORD_MAX})`;
  if (problem) return "must mix upper- and lower-case letters, digits and special characters, without spaces";
  return null;
}
