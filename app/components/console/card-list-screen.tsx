/** Card List: quality inspections, services (open, cancel, renew) and preset rules (enable), stored on the server. */
import BarChart3 from "lucide-react/icons/bar-chart-3";
import Code2 from "lucide-react/icons/code-2";
import Plus from "lucide-react/icons/plus";
import Share2 from "lucide-react/icons/share-2";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Tag } from "~/components/ui/tag";
import { CARD_TABS, cardsByCategory, serviceState, type CardAction, type CardTab } from "~/lib/console/cards-view";
import type { CardCategory, ConsoleCard } from "~/lib/content/console-schema";
import { cn } from "~/lib/utils/cn";
import { ScreenTitle } from "./page";
import { formatDateTime } from "~/lib/format/date";
import type { FormReply } from "~/lib/forms/form-reply";
import { messagesText } from "~/lib/i18n/message";
import { LinkTabs, tabHref } from "./link-tabs";
import { useConsoleRouting } from "./routing";

export interface CardListScreenProps {
  cards: readonly ConsoleCard[];
  tab: CardTab;
  path: string;
  /** The create tile shows its form (`?create=quality`). */
  creating?: boolean;
  /** A refused create: what was typed and why. */
  createReply?: FormReply;
}

const SERVICE_ICONS: Record<string, typeof Code2> = { code: Code2, chart: BarChart3, share: Share2, users: Users };

export function CardListScreen({ cards, tab, path, creating = false, createReply }: CardListScreenProps) {
  const { t } = useTranslation("console");
  const { Link } = useConsoleRouting();
  const groups = cardsByCategory(cards);
  const shown: CardCategory[] = tab === "all" ? ["quality", "service", "rules"] : [tab];
  return (
    <Card>
      <ScreenTitle>{t("menu.cardList")}</ScreenTitle>
      <div className="p-5">
        <LinkTabs
          look="pill"
          className="mb-4"
          label={t("menu.cardList")}
          tabs={CARD_TABS}
          current={tab}
          path={path}
          param="tab"
          text={(name) => t(`cardList.tabs.${name}`)}
        />
        <div className="space-y-6">
          {shown.map((category) => (
            <section key={category} aria-labelledby={`cards-${category}`}>
              <h2 id={`cards-${category}`} className="mb-3 text-base font-medium text-fg">
                {t(`cardList.tabs.${category}`)}
              </h2>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {category === "quality" ? (
                  <li className="min-h-40 rounded border border-dashed border-line-strong" id="create-quality">
                    {creating || createReply ? (
                      <QualityCreateForm path={path} tab={tab} reply={createReply} />
                    ) : (
                      <Link
                        href={createHref(path, tab)}
                        className="flex size-full min-h-40 flex-col items-center justify-center gap-2 text-fg-muted hover:text-primary"
                        data-testid="quality-create"
                      >
                        <Plus className="size-6" aria-hidden="true" />
                        {t("cardList.add")}
                      </Link>
                    )}
                  </li>
                ) : null}
                {groups[category].map((card) => (
                  <li key={card.id} data-testid={`card-${card.id}`}>
                    <ConsoleCardItem card={card} path={path} tab={tab} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </Card>
  );
}

/** The card list's URL with the create form open, keeping the tab. */
function createHref(path: string, tab: CardTab): string {
  const base = tabHref(path, "tab", CARD_TABS, tab);
  return `${base}${base.includes("?") ? "&" : "?"}create=quality#create-quality`;
}

/** The create tile's form: a title and a description; Cancel goes back to the tile. */
function QualityCreateForm({ path, tab, reply }: { path: string; tab: CardTab; reply?: FormReply }) {
  const { t } = useTranslation(["console", "admin"]);
  const { Form, Link } = useConsoleRouting();
  const typed = (name: string) => {
    const value = reply?.initialValue[name];
    return typeof value === "string" ? value : "";
  };
  const error = (name: string) => messagesText(t, reply?.error[name]);
  return (
    <Form
      method="post"
      action={createHref(path, tab).replace("#create-quality", "")}
      className="space-y-2 p-3"
      key={reply?.formKey ?? "create"}
      aria-label={t("cardList.add")}
    >
      <input type="hidden" name="intent" value="createQuality" />
      <FormField label={t("cardList.newTitle")} required error={error("title")} name="title">
        <Input name="title" size="small" maxLength={100} defaultValue={typed("title")} />
      </FormField>
      <FormField label={t("cardList.newDescription")} error={error("description")} name="description">
        <Input name="description" size="small" maxLength={200} defaultValue={typed("description")} />
      </FormField>
      <div className="flex gap-2 pt-1">
        <Button type="submit" size="small" variant="primary">
          {t("cardList.create")}
        </Button>
        <Link
          href={tabHref(path, "tab", CARD_TABS, tab)}
          className="inline-flex h-7 items-center rounded border border-line px-3 text-xs text-fg hover:bg-surface-muted"
        >
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function ConsoleCardItem({ card, path, tab }: { card: ConsoleCard; path: string; tab: CardTab }) {
  const { t } = useTranslation("console");
  const Icon = SERVICE_ICONS[card.icon] ?? Code2;
  if (card.category === "quality") {
    return (
      <article className="flex h-full min-h-40 flex-col rounded border border-line p-4">
        <h3 className="font-medium text-fg">{card.title}</h3>
        <p className="text-xs text-fg-subtle">{formatDateTime(card.createtime)}</p>
        <dl className="mt-3 grid flex-1 grid-cols-3 gap-2 text-xs">
          <div>
            <dt className="text-fg-muted">{t("cardList.waiting")}</dt>
            <dd className="text-base text-fg">{card.stats?.waiting ?? 0}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t("cardList.backlog")}</dt>
            <dd className="text-base text-fg">{card.stats?.backlog ?? 0}s</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t("cardList.sampling")}</dt>
            <dd className="text-base text-fg">{card.stats?.sampling ?? 0}</dd>
          </div>
        </dl>
      </article>
    );
  }
  if (card.category === "service") {
    const state = serviceState(card);
    const action: CardAction = state === "expired" ? "renew" : state === "opened" ? "cancel" : "open";
    return (
      <article className="flex h-full min-h-40 flex-col rounded border border-line p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-primary-100 text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          {state === "closed" ? null : (
            <Tag size="small" color={state === "expired" ? "red" : "green"}>
              {t(`cardList.${state}`)}
            </Tag>
          )}
        </div>
        <h3 className="mt-2 font-medium text-fg">{card.title}</h3>
        <p className="mt-1 line-clamp-3 flex-1 text-xs text-fg-muted">{card.description}</p>
        <CardCommand card={card} action={action} path={path} tab={tab}>
          <Button type="submit" size="small" variant={action === "cancel" ? "secondary" : "primary"} className="mt-3">
            {t(`cardList.${action}`)}
            <span className="sr-only">: {card.title}</span>
          </Button>
        </CardCommand>
      </article>
    );
  }
  return (
    <article className="flex h-full min-h-40 flex-col rounded border border-line p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium text-fg">{card.title}</h3>
        <CardCommand card={card} action={card.enable ? "disable" : "enable"} path={path} tab={tab}>
          <button
            type="submit"
            role="switch"
            aria-checked={card.enable}
            aria-label={t("cardList.enable", { title: card.title })}
            className={cn("relative h-5 w-9 shrink-0 rounded-full", card.enable ? "bg-primary" : "bg-line-strong")}
          >
            <span
              aria-hidden="true"
              className={cn(
                "absolute left-0.5 top-0.5 size-4 rounded-full bg-white shadow transition-transform",
                card.enable && "translate-x-4",
              )}
            />
          </button>
        </CardCommand>
      </div>
      {card.enable ? (
        <Tag size="small" color="green" className="mt-2 self-start">
          {t("cardList.enabled")}
        </Tag>
      ) : null}
      <p className="mt-2 line-clamp-3 text-xs text-fg-muted">{card.description}</p>
    </article>
  );
}

function CardCommand({
  card,
  action,
  path,
  tab,
  children,
}: {
  card: ConsoleCard;
  action: CardAction;
  path: string;
  tab: CardTab;
  children: ReactNode;
}) {
  const { Form } = useConsoleRouting();
  return (
    <Form method="post" action={tabHref(path, "tab", CARD_TABS, tab)}>
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="updatetime" value={card.updatetime} />
      {children}
    </Form>
  );
}
