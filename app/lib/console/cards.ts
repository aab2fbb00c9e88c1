/** Card list rules: which actions each card kind accepts and what they change (SPEC §4 service and rule states). */
import { z } from "zod";
import { CARD_CATEGORIES, type CardCategory, type ConsoleCard } from "~/lib/content/console-schema";

export const CARD_TABS = ["all", ...CARD_CATEGORIES] as const;
export type CardTab = (typeof CARD_TABS)[number];

export const CARD_ACTIONS = ["open", "cancel", "renew", "enable", "disable"] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];

/** The form a card's action button posts. */
export const CardCommandSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(CARD_ACTIONS),
  updatetime: z.coerce.number().int().nonnegative().optional(),
});
export type CardCommand = z.infer<typeof CardCommandSchema>;

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

export class CardActionError extends Error {
  override name = "CardActionError";
}

/**
 * The change an action makes to a card, or a CardActionError when the card does not take it: services are
 * opened, cancelled or (when expired) renewed; rules are enabled or disabled; quality cards take none.
 */
export function cardActionPatch(
  card: Pick<ConsoleCard, "category" | "enable" | "expires">,
  action: CardAction,
): Pick<ConsoleCard, "enable" | "expires"> {
  if (card.category === "service") {
    if (action === "open" && !card.expires) return { enable: true, expires: false };
    if (action === "cancel" && !card.expires) return { enable: false, expires: false };
    if (action === "renew" && card.expires) return { enable: true, expires: false };
  }
  if (card.category === "rules") {
    if (action === "enable") return { enable: true, expires: card.expires };
    if (action === "disable") return { enable: false, expires: card.expires };
  }
  throw new CardActionError(`a ${card.category} card cannot be sent "${action}"`);
}

/** The service card's state tag: expired, opened or closed. */
export function serviceState(card: Pick<ConsoleCard, "enable" | "expires">): "expired" | "opened" | "closed" {
  if (card.expires) return "expired";
  return card.enable ? "opened" : "closed";
}
