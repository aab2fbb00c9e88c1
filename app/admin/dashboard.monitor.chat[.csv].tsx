/** The monitor chat window's Download: the lines it shows (same filter, from the query) as a CSV file. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireCapability } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { monitorChatCsv, requireScreenRole } from "~/lib/console/screens.server";
import { formatDateTime } from "~/lib/format/date";
import { i18nServer } from "~/lib/i18n/i18n.server";
import { i18nFor } from "~/lib/site/i18n.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireCapability(request, "console.admin");
  await requireScreenRole(request, user, "dashboard/monitor");
  const t = i18nFor(await i18nServer.getLocale(request)).getFixedT(null, "console");
  const csv = monitorChatCsv(
    request,
    await getContentStore(),
    {
      id: t("monitor.csv.id"),
      time: t("monitor.csv.time"),
      user: t("monitor.csv.user"),
      content: t("monitor.csv.content"),
      collected: t("monitor.csv.collected"),
    },
    formatDateTime,
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="chat.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
