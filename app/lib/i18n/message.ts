/**
 * A message on its way to the screen: a key of the interface messages (e.g. admin.json's
 * `validation.tooLong`) and the values for its placeholders. Servers put these in loader and action data,
 * flash toasts and field errors; the screen translates them in the visitor's language (translate.ts).
 * A key that is not among the messages (a content file's own detail text) is shown as it is.
 */
import type { TFunction } from "./translate";

export type MessageParams = Readonly<Record<string, string | number>>;

export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
}

/** Messages by form field name (a field may have several; Conform's shape). */
export type FieldMessages = Record<string, readonly Message[] | null | undefined>;

/** A message with `key` and, when given, its placeholder values. */
export function message(key: string, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

/** The text of a message; a key the messages lack is shown as it is. */
export function messageText(t: TFunction, { key, params }: Message): string {
  return t(key, { ...params, defaultValue: key });
}

/** A field's messages as one text; undefined when there are none. */
export function messagesText(t: TFunction, messages: readonly Message[] | null | undefined): string | undefined {
  return messages && messages.length > 0 ? messages.map((m) => messageText(t, m)).join(" ") : undefined;
}
