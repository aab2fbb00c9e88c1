/**
 * A message on its way to the screen: a key of the interface messages (e.g. admin.json's
 * `validation.tooLong`) and the values for its placeholders. Servers put these in loader and action data,
 * flash toasts and field errors; the screen translates them in the visitor's language (translate.ts).
 * A key that is not among the messages (a content file's own detail text) is shown as it is.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
}

/** A message with `key` and, when given, its placeholder values. */
export function message(key: string, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}
