/** The users screen's account commands and their refusal's shape (browser-safe; the server is ./users.server). */
import type { Message } from "~/lib/i18n/message";

/** The intents of the account commands (besides the account form's own save). */
export const USER_COMMANDS = ["disable", "enable", "reset-password", "sign-out"] as const;
export type UserCommand = (typeof USER_COMMANDS)[number];

/** What a refused account command answers: its form's message (not the account form's reply). */
export interface UserCommandFailure {
  command: UserCommand;
  error: Message;
  /** A new key each reply, so the page shows the message again after a second refusal. */
  key: string;
}
