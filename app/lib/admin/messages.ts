/**
 * Messages travel from the server to the screen as admin.json keys with optional parameters, encoded in one
 * string (`"validation.tooLong|{\"max\":50}"`) so they fit zod's message slot and field-error maps. The
 * screen translates them in the visitor's language; text that is not a key is shown as it is.
 */
export type Params = Record<string, string | number>;

/** Encodes a message key and its parameters. */
export function msg(key: string, params?: Params): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

/** Splits an encoded message into its key and parameters. */
export function decodeMsg(message: string): { key: string; params: Params } {
  const bar = message.indexOf("|");
  if (bar < 0) return { key: message, params: {} };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) as Params };
  } catch {
    return { key: message, params: {} };
  }
}

/** Translates an encoded message with `t`; unknown keys fall back to the text itself. */
export function translateMsg(t: (key: string, options?: Record<string, unknown>) => string, message: string): string {
  const { key, params } = decodeMsg(message);
  if (!/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/.test(key)) return message;
  const text = t(key, { ...params, defaultValue: "" });
  return text || message;
}
