/** Card list rules (docs/product.md §4): which actions each kind of card accepts and what they change. */
import { z } from "zod";
import type { ConsoleCard } from "~/lib/content/console-schema";
import { CARD_ACTIONS, type CardAction } from "./cards-view";

export {
  CARD_ACTIONS,
  CARD_TABS,
  cardsByCategory,
  parseCardTab,
  serviceState,
  type CardAction,
  type CardTab,
} from "./cards-view";

/** The form a card's action button posts. */
export const CardCommandSchema = z.object({
  id: z.coerce.number().int().positive(),
  action: z.enum(CARD_ACTIONS),
  updatetime: z.coerce.number().int().nonnegative().optional(),
});
export type CardCommand = z.infer<typeof CardCommandSchema>;

/** A new quality inspection from the Card List's create tile: a title (required) and a description. */
export const QualityCreateSchema = z.object({
  title: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(100, { error: "validation.max100" }),
  description: z.string().trim().max(200, { error: "validation.max200" }).default(""),
});
export type QualityCreate = z.infer<typeof QualityCreateSchema>;

/** The stored record of a new quality inspection: nothing waiting yet. */
export function qualityCardInput(values: QualityCreate) {
  return {
    category: "quality" as const,
    title: values.title,
    description: values.description,
    enable: false,
    actionType: "button" as const,
    icon: "",
    expires: false,
    stats: { waiting: 0, backlog: 0, sampling: 0 },
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
