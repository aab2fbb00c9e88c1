/**
 * The full message list ("View More" in the navbar's message box): one tab at a time (tabs are links), every
 * message of it newest first, ten a page, with the same "mark read", "All Read" and "Clear" posts as the box.
 */
import { useTranslation } from "~/lib/i18n/use-translation";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import type { MessagePage } from "~/lib/console/messages";
import { MESSAGE_TYPES, type ConsoleMessage, type MessageType } from "~/lib/content/console-schema";
import { LinkTabs } from "./link-tabs";
import { MessageRow, MessageTabActions } from "./message-box";
import { ScreenTitle } from "./page";
import { useConsoleRouting } from "./routing";

export interface MessageListScreenProps {
  list: MessagePage<ConsoleMessage>;
  /** This screen's path ("/eKwU1RHjdG/messages"). */
  path: string;
  /** Where the message forms post (the console's shared action). */
  action: string;
}

export function MessageListScreen({ list, path, action }: MessageListScreenProps) {
  const { t } = useTranslation("console");
  const { Link } = useConsoleRouting();
  const pageHref = (type: MessageType, page: number) => `${path}?type=${type}${page > 1 ? `&page=${page}` : ""}`;
  const here = pageHref(list.type, list.page);
  return (
    <Card>
      <ScreenTitle>{t("messageBox.title")}</ScreenTitle>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3">
        <h2 className="text-base font-medium text-fg">{t("messageBox.title")}</h2>
        <p className="text-sm text-fg-muted" data-testid="message-list-summary">
          {t("messageBox.summary", { total: list.total, unread: list.unread })}
        </p>
      </div>
      <LinkTabs
        look="line"
        label={t("messageBox.title")}
        tabs={MESSAGE_TYPES}
        current={list.type}
        path={path}
        param="type"
        text={(type) => t(`messageBox.tabs.${type}`)}
      />
      {list.items.length === 0 ? (
        <p className="px-5 py-12 text-center text-fg-subtle">{t("messageBox.noContent")}</p>
      ) : (
        <ul aria-label={t(`messageBox.tabs.${list.type}`)} data-testid="message-list">
          {list.items.map((item) => (
            <MessageRow key={item.id} item={item} type={list.type} action={action} redirectTo={here} wrap />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <MessageTabActions
          type={list.type}
          unread={list.unread}
          count={list.total}
          action={action}
          redirectTo={pageHref(list.type, 1)}
          className="w-full max-w-xs rounded border border-line"
        />
        <Pagination
          page={list.page}
          total={list.total}
          pageSize={list.pageSize}
          hrefForPage={(n) => pageHref(list.type, n)}
          linkComponent={Link}
        />
      </div>
    </Card>
  );
}
