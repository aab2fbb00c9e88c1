/** The card list's tabs, actions and grouping, without zod (the browser imports these; ./cards adds the rules). */
import type { CardCategory, ConsoleCard } from "~/lib/content/console-schema";
import { CARD_CATEGORIES } from "~/lib/content/console-values";

export const CARD_TABS = ["all", ...CARD_CATEGORIES] as const;
export type CardTab = (typeof CARD_TABS)[number];

export const CARD_ACTIONS = ["open", "cancel", "renew", "enable", "disable"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** The tab named by `?tab=`, or "all". */
export function parseCardTab(value: string | null): CardTab {
  return (CARD_TABS as readonly string[]).includes(value ?? "") ? (value as CardTab) : "all";
}

/** Cards grouped by category, keeping stored order. */
export function cardsByCategory<T extends Pick<ConsoleCard, "category">>(
  cards: readonly T[],
): Record<CardCategory, T[]> {
  return {
    quality: cards.filter((c) => c.category === "quality"),
    service: cards.filter((c) => c.category === "service"),
    rules: cards.filter((c) => c.category === "rules"),
  };
}

/** The service card's state tag: expired, opened or closed. */
export function serviceState(card: Pick<ConsoleCard, "enable" | "expires">): "expired" | "opened" | "closed" {
  if (card.expires) return "expired";
  return card.enable ? "opened" : "closed";
}
