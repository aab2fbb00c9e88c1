/** The value lists of the console records (see console-schema), without zod, so screens can import them cheaply. */
export const POLICY_CONTENT_TYPES = ["img", "horizontalVideo", "verticalVideo"] as const;
export const POLICY_FILTER_TYPES = ["artificial", "rules"] as const;
export const POLICY_STATUSES = ["online", "offline"] as const;
export const MESSAGE_TYPES = ["message", "notice", "todo"] as const;
export const CARD_CATEGORIES = ["quality", "service", "rules"] as const;
export const CHANNEL_TYPES = ["webDomain", "apiDomain"] as const;
