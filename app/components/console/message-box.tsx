/**
 * The navbar's message box: Message / Notice / Todo with unread counts, read items dimmed, "mark read" per
 * item, "Clear" and "All Read" per tab (all stored on the server by a form post) and "View More" (the full
 * list page). Before hydration (and with JavaScript off) all three lists show one under the other; after it,
 * as tabs.
 */
import Bell from "lucide-react/icons/bell";
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Avatar } from "~/components/ui/avatar";
import { useIsClient } from "~/components/ui/client-only";
import { Tag, type TagColor } from "~/components/ui/tag";
import type { MessageBox, MessageTab } from "~/lib/console/messages";
import type { ConsoleMessage, MessageType } from "~/lib/content/console-schema";
import { cn } from "~/lib/utils/cn";
import { formatDateTime } from "~/lib/format/date";
import { useConsoleRouting } from "./routing";

export interface MessageBoxProps {
  box: MessageBox<ConsoleMessage>;
  /** Where the read forms post (the console's message action). */
  action: string;
  /** The page to come back to after a post without JavaScript. */
  redirectTo: string;
  /** The full message list's path ("View More" adds `?type=` of its tab). */
  moreHref?: string;
}

const STATUS_COLORS: Record<number, TagColor> = { 0: "gray", 1: "green", 2: "arcoblue", 3: "red" };

/** The list panel (used in the popover and in stories). */
export function MessageBoxPanel({ box, action, redirectTo, moreHref }: MessageBoxProps) {
  const { t } = useTranslation("console");
  const isClient = useIsClient();
  const [active, setActive] = useState<MessageType>("message");
  const tabs = isClient ? box.tabs.filter((tab) => tab.type === active) : box.tabs;
  return (
    <div className="w-full text-sm sm:w-[400px]" data-testid="message-box">
      {isClient ? (
        <div role="tablist" aria-label={t("messageBox.title")} className="flex gap-1 border-b border-line p-2">
          {box.tabs.map((tab) => (
            <button
              key={tab.type}
              type="button"
              role="tab"
              id={`msg-tab-${tab.type}`}
              aria-selected={tab.type === active}
              aria-controls={`msg-panel-${tab.type}`}
              onClick={() => setActive(tab.type)}
              className={cn(
                "rounded-full px-3 py-1 text-fg-muted hover:bg-surface-muted",
                tab.type === active && "bg-surface-muted font-medium text-primary dark:text-primary-700",
              )}
            >
              {t(`messageBox.tabs.${tab.type}`)}
              {tab.unread > 0 ? t("messageBox.unread", { count: tab.unread }) : null}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.map((tab) => (
        <MessageList
          key={tab.type}
          tab={tab}
          action={action}
          redirectTo={redirectTo}
          moreHref={moreHref}
          asTabPanel={isClient}
        />
      ))}
    </div>
  );
}

function MessageList({
  tab,
  action,
  redirectTo,
  moreHref,
  asTabPanel,
}: {
  tab: MessageTab<ConsoleMessage>;
  action: string;
  redirectTo: string;
  moreHref?: string;
  asTabPanel: boolean;
}) {
  const { t } = useTranslation("console");
  const title = `${t(`messageBox.tabs.${tab.type}`)}${tab.unread > 0 ? t("messageBox.unread", { count: tab.unread }) : ""}`;
  return (
    <section
      id={`msg-panel-${tab.type}`}
      role={asTabPanel ? "tabpanel" : undefined}
      aria-labelledby={asTabPanel ? `msg-tab-${tab.type}` : undefined}
      aria-label={asTabPanel ? undefined : title}
      data-message-type={tab.type}
    >
      {asTabPanel ? null : <h3 className="border-b border-line px-4 py-2 font-medium text-fg">{title}</h3>}
      {tab.items.length === 0 ? (
        <p className="px-4 py-8 text-center text-fg-subtle">{t("messageBox.noContent")}</p>
      ) : (
        <ul
          className="max-h-80 overflow-y-auto"
          aria-label={title}
          // The list scrolls, so keyboard users must be able to focus it to scroll.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {tab.items.map((item) => (
            <MessageRow key={item.id} item={item} type={tab.type} action={action} redirectTo={redirectTo} />
          ))}
        </ul>
      )}
      <MessageTabActions
        type={tab.type}
        unread={tab.unread}
        count={tab.items.length}
        action={action}
        redirectTo={redirectTo}
        moreHref={moreHref ? messageListHref(moreHref, tab.type) : undefined}
      />
    </section>
  );
}

/** The full list's URL for one tab ("View More"). */
export function messageListHref(listPath: string, type: MessageType): string {
  return `${listPath}?type=${type}`;
}

/** One message: avatar, title and subtitle, content, time or state tag, and "mark read" while unread. */
export function MessageRow({
  item,
  type,
  action,
  redirectTo,
  wrap = false,
}: {
  item: ConsoleMessage;
  type: MessageType;
  action: string;
  redirectTo: string;
  /** Show the whole content (the full list) instead of one truncated line (the popover). */
  wrap?: boolean;
}) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  return (
    <li
      className={cn(
        "flex gap-3 border-b border-line px-4 py-3",
        // Read items are dimmed by colour, not opacity, so their text keeps a readable contrast.
        item.status === 1 && "bg-surface-muted grayscale [&_*]:text-fg-muted",
      )}
      data-testid="message-item"
      data-read={item.status === 1 ? "true" : "false"}
    >
      <Avatar name={item.title} src={item.avatar || undefined} size="small" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <p className="truncate font-medium text-fg">
            {item.title}
            {item.subTitle ? <span className="ml-1 font-normal text-fg-subtle">{item.subTitle}</span> : null}
          </p>
          {type !== "message" ? (
            <Tag size="small" color={STATUS_COLORS[item.messageType] ?? "gray"}>
              {t(`messageBox.status.${item.messageType}`)}
            </Tag>
          ) : null}
        </div>
        <p className={cn("text-fg-muted", !wrap && "truncate")}>{item.content}</p>
        <div className="mt-1 flex items-center justify-between gap-2 text-xs text-fg-subtle">
          {type === "message" || wrap ? <time>{formatDateTime(item.time)}</time> : <span />}
          {item.status === 0 ? (
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="ids" value={item.id} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <button type="submit" className="text-primary hover:underline">
                {t("messageBox.markRead")}
                <span className="sr-only">: {item.title}</span>
              </button>
            </Form>
          ) : (
            <span>{t("messageBox.read")}</span>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * A tab's actions: "Clear" (removes the tab's messages on the server), "All Read" and, in the popover,
 * "View More" (the full list). Plain form posts that come back to `redirectTo`.
 */
export function MessageTabActions({
  type,
  unread,
  count,
  action,
  redirectTo,
  moreHref,
  className,
}: {
  type: MessageType;
  unread: number;
  /** Messages in the tab (Clear is off when there are none). */
  count: number;
  action: string;
  redirectTo: string;
  moreHref?: string;
  className?: string;
}) {
  const { t } = useTranslation("console");
  const { Form, Link } = useConsoleRouting();
  const tabName = <span className="sr-only"> ({t(`messageBox.tabs.${type}`)})</span>;
  const button = "w-full py-2 text-fg hover:text-primary disabled:cursor-not-allowed disabled:text-fg-subtle";
  return (
    <div className={cn("flex divide-x divide-line text-center", className)}>
      <Form method="post" action={action} className="flex-1">
        <input type="hidden" name="intent" value="clear" />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" disabled={count === 0} className={button} data-testid="message-clear">
          {t("messageBox.clear")}
          {tabName}
        </button>
      </Form>
      <Form method="post" action={action} className="flex-1">
        <input type="hidden" name="intent" value="readAll" />
        <input type="hidden" name="type" value={type} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" disabled={unread === 0} className={button}>
          {t("messageBox.allRead")}
          {tabName}
        </button>
      </Form>
      {moreHref ? (
        <Link href={moreHref} className="flex-1 py-2 text-fg hover:text-primary" data-testid="message-more">
          {t("messageBox.viewMore")}
          {tabName}
        </Link>
      ) : null}
    </div>
  );
}

/** The bell button with its unread dot, opening the panel (a `<details>`, so it works without JavaScript). */
export function MessageBoxButton(props: MessageBoxProps) {
  const { t } = useTranslation("console");
  const unread = props.box.unread;
  return (
    <details className="relative" data-testid="message-box-toggle">
      <summary
        className="relative flex size-8 cursor-pointer list-none items-center justify-center rounded-full border border-line text-fg-muted hover:bg-surface-muted hover:text-fg [&::-webkit-details-marker]:hidden"
        aria-label={
          unread > 0
            ? `${t("navbar.messages")}: ${t("navbar.unreadMessages", { count: unread })}`
            : t("navbar.messages")
        }
        title={t("navbar.messages")}
      >
        <Bell className="size-4" aria-hidden="true" />
        {unread > 0 ? (
          <span aria-hidden="true" className="absolute right-0.5 top-0.5 size-2 rounded-full bg-danger" />
        ) : null}
      </summary>
      <div className="fixed inset-x-2 top-14 z-50 max-h-[80vh] overflow-y-auto rounded-md border border-line bg-surface-raised shadow-pop sm:absolute sm:inset-x-auto sm:right-0 sm:top-10">
        <MessageBoxPanel {...props} />
      </div>
    </details>
  );
}
