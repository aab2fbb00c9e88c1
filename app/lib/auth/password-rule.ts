/**
 * The one password rule of the product (docs/product.md §5), for every place a password is chosen: the own
 * password form, the users screen (a new account, a reset) and the admin command. Upper- and lower-case
 * letters, digits and special characters, no spaces, and 12 to 72 characters (the product's hint asks for at
 * least six; accounts have needed 12 since sessions were hardened, and bcrypt reads at most 72 bytes).
 * Browser-safe, so the forms can show the checklist as the user types.
 */
import { z } from "zod";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 72;

/** Each part of the rule, as a checklist the screen can show. */
export function passwordChecks(password: string) {
  return {
    length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    upper: /[A-Z]/.test(password),
    lower: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
    noSpace: !/\s/.test(password),
  };
}

/** True when a password meets every part of the rule. */
export function isStrongPassword(password: string): boolean {
  return Object.values(passwordChecks(password)).every(Boolean);
}

/**
 * The message key (admin.json and console.json, `validation.passwordLength` / `validation.passwordRules`) of
 * the first part a password breaks, or null when it meets the rule.
 */
export function passwordRuleProblem(password: string): "validation.passwordLength" | "validation.passwordRules" | null {
  const checks = passwordChecks(password);
  if (!checks.length) return "validation.passwordLength";
  return isStrongPassword(password) ? null : "validation.passwordRules";
}

/** A new password as a form field: required, then the rule, its first broken part as the message. */
export const NewPasswordSchema = z.string({ error: "validation.required" }).superRefine((value, ctx) => {
  const problem = passwordRuleProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
