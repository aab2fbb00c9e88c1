/**
 * Real-time Monitor: the live-room chat (filter and search in the URL, Download as CSV, Send stores a line),
 * studio preview with live method and programs, status and studio information (Refresh reloads the figures).
 */
import Download from "lucide-react/icons/download";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Search from "lucide-react/icons/search";
import Star from "lucide-react/icons/star";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Descriptions } from "~/components/ui/descriptions";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Tag } from "~/components/ui/tag";
import { CHAT_MAX, CHAT_SHOW, chatQueryString, type ChatQuery } from "~/lib/console/chat";
import type { MonitorData } from "~/lib/console/charts";
import type { ChatMessage } from "~/lib/content/console-schema";
import { formatTime } from "~/lib/format/date";
import type { FormReply } from "~/lib/forms/form-reply";
import { messagesText } from "~/lib/i18n/message";
import { cn } from "~/lib/utils/cn";
import { ScreenTitle, formatCount } from "./page";
import { useConsoleRouting } from "./routing";
import { SimpleTable } from "./simple-table";

/** A chat line as the screen shows it (the stored line, read-only). */
type ChatLine = Pick<ChatMessage, "id" | "username" | "content" | "time" | "isCollect">;

export interface MonitorScreenProps {
  data: MonitorData;
  /** The chat lines the filter lets through, oldest first. */
  chat: readonly ChatLine[];
  chatQuery: ChatQuery;
  /** This screen's path: the chat filter is a GET form to it, Send posts to it. */
  path: string;
  /** A line was just sent (the redirect after Send). */
  sent?: boolean;
  /** A refused Send: what was typed and why. */
  reply?: FormReply;
}

export function MonitorScreen({ data, chat, chatQuery, path, sent = false, reply }: MonitorScreenProps) {
  const { t, i18n } = useTranslation("console");
  const { Form, Link } = useConsoleRouting();
  const chatError = messagesText(t, reply?.error.content);
  const typed = typeof reply?.initialValue.content === "string" ? reply.initialValue.content : "";
  const query = chatQueryString(chatQuery);
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[300px_minmax(0,1fr)_280px]">
      <ScreenTitle>{t("menu.monitor")}</ScreenTitle>
      <Card title={t("monitor.chatWindow")} id="chat">
        <Form method="get" action={path} className="mb-3 flex gap-2" role="search" aria-label={t("monitor.chatSearch")}>
          <NativeSelect
            name="show"
            aria-label={t("monitor.chatFilter")}
            size="small"
            wrapperClassName="w-24 shrink-0"
            defaultValue={chatQuery.show}
            options={CHAT_SHOW.map((value) => ({ value, label: t(`monitor.show.${value}`) }))}
          />
          <Input
            name="q"
            type="search"
            defaultValue={chatQuery.q}
            aria-label={t("monitor.chatSearch")}
            size="small"
            wrapperClassName="min-w-0 flex-1"
          />
          <button
            type="submit"
            className="shrink-0 text-fg-muted hover:text-primary"
            aria-label={t("monitor.chatSearch")}
            title={t("monitor.chatSearch")}
          >
            <Search className="size-4" aria-hidden="true" />
          </button>
          <a
            href={`${path}/chat.csv${query}`}
            download="chat.csv"
            className="flex shrink-0 items-center text-fg-muted hover:text-primary"
            aria-label={t("monitor.download")}
            title={t("monitor.download")}
            data-testid="chat-download"
          >
            <Download className="size-4" aria-hidden="true" />
          </a>
        </Form>
        {chat.length === 0 ? (
          <p className="py-6 text-center text-sm text-fg-subtle">{t("monitor.chatEmpty")}</p>
        ) : (
          <ul
            className="max-h-96 space-y-2 overflow-y-auto"
            aria-label={t("monitor.chatWindow")}
            data-testid="chat-lines"
          >
            {chat.map((item) => (
              <li key={item.id} className={cn("rounded p-2", item.isCollect ? "bg-primary-100" : "bg-surface-muted")}>
                <p className="flex items-center justify-between gap-2 text-xs text-fg-muted">
                  <span className="truncate">{item.username}</span>
                  <time className="shrink-0">{formatTime(item.time)}</time>
                </p>
                <p className="mt-1 flex items-center gap-1 break-words text-fg">
                  {item.isCollect ? (
                    <Star className="size-3.5 shrink-0 fill-current text-warning" aria-label={t("monitor.collected")} />
                  ) : null}
                  {item.content}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" action={`${path}${query}`} className="mt-3" key={reply?.formKey ?? "chat"}>
          <div className="flex gap-2">
            <Input
              name="content"
              aria-label={t("monitor.chatInput")}
              placeholder={t("monitor.chatInput")}
              size="small"
              maxLength={CHAT_MAX}
              defaultValue={typed}
              aria-invalid={chatError ? true : undefined}
              aria-describedby={chatError ? "chat-error" : undefined}
              wrapperClassName="min-w-0 flex-1"
            />
            <Button type="submit" size="small" variant="primary">
              {t("monitor.send")}
            </Button>
          </div>
          {chatError ? (
            <p id="chat-error" className="mt-1 text-xs text-danger" data-field-error="content">
              {chatError}
            </p>
          ) : null}
          {sent ? (
            <p className="mt-1 text-xs text-success" role="status">
              {t("monitor.sent")}
            </p>
          ) : null}
        </Form>
      </Card>
      <div className="min-w-0 space-y-4">
        <Card title={t("monitor.studioPreview")}>
          <div className="flex aspect-video items-center justify-center rounded bg-navy text-navy-foreground">
            <div className="text-center">
              <p className="text-lg font-semibold">{t("monitor.studio", { name: data.studio.name })}</p>
              <p className="text-sm opacity-80">
                {t("monitor.watching", { count: data.studio.viewers, formatParams: {} })}
              </p>
            </div>
          </div>
        </Card>
        <Card title={t("monitor.programs")}>
          <div className="space-y-4">
            <SimpleTable
              look="boxed"
              caption={t("monitor.programs")}
              rows={data.programs}
              rowKey={(p) => p.id}
              columns={[
                { key: "order", title: t("monitor.order"), cell: (p) => p.order },
                {
                  key: "cover",
                  title: t("monitor.cover"),
                  cell: (p) => (
                    <>
                      <span className="flex h-10 w-16 items-center justify-center rounded bg-navy text-xs text-navy-foreground">
                        {data.studio.name}
                      </span>
                      {p.auditFailed ? (
                        <Tag size="small" color="red" className="mt-1">
                          {t("monitor.auditFailed")}
                        </Tag>
                      ) : null}
                    </>
                  ),
                },
                { key: "name", title: t("monitor.name"), cell: (p) => p.name },
                { key: "duration", title: t("monitor.duration"), cell: (p) => p.duration },
                { key: "id", title: t("monitor.id"), cell: (p) => p.id },
              ]}
            />
            <p className="text-xs text-fg-subtle">{t("monitor.rotationsTip")}</p>
          </div>
        </Card>
      </div>
      <div className="space-y-4">
        <Card title={t("monitor.studioStatus")} extra={<Tag color="green">{t("monitor.smooth")}</Tag>}>
          <Descriptions
            columns={1}
            size="small"
            items={[
              { label: t("monitor.mainStandby"), value: `${data.status.main.rate} @ ${data.status.main.frameRate}` },
              { label: t("monitor.hotStandby"), value: `${data.status.hot.rate} @ ${data.status.hot.frameRate}` },
              { label: t("monitor.coldStandby"), value: `${data.status.cold.rate} @ ${data.status.cold.frameRate}` },
              { label: t("monitor.line"), value: data.picture.line },
              { label: t("monitor.cdn"), value: data.picture.cdn },
              { label: t("monitor.format"), value: data.picture.format },
              { label: t("monitor.quality"), value: data.picture.quality },
            ]}
          />
        </Card>
        <Card title={t("monitor.studioInfo")}>
          <div className="space-y-3">
            {/* What the studio is set to; the figures are the live system's, so they are shown, not edited here. */}
            <Descriptions
              columns={1}
              size="small"
              items={[
                { label: t("monitor.studioTitle"), value: t("monitor.studio", { name: data.studio.name }) },
                { label: t("monitor.notification"), value: formatCount(data.studio.viewers, i18n.language) },
                { label: t("monitor.category"), value: t("menu.dashboard") },
                { label: t("monitor.liveMethod"), value: t(`monitor.methods.${data.studio.method}`) },
              ]}
            />
            <Link
              href={path}
              className="inline-flex h-8 items-center gap-1.5 rounded bg-primary px-4 text-sm text-primary-foreground hover:bg-primary-500 dark:bg-primary-400"
              data-testid="monitor-refresh"
            >
              <RefreshCw className="size-3.5" aria-hidden="true" />
              {t("monitor.fresh")}
            </Link>
          </div>
        </Card>
      </div>
    </div>
  );
}
