import { useLoaderData } from "@remix-run/react";
import { MessageListScreen } from "~/components/console/message-list-screen";
import { adminHref } from "~/lib/auth/guard.server";
import { screenLoader } from "~/lib/console/screen-route.server";
import { messagesScreen } from "~/lib/console/screens.server";

export const handle = {
  i18n: ["console"],
  consolePath: "messages",
  crumbs: (t: (key: string) => string) => [{ label: t("console:messageBox.title") }],
};

export const loader = screenLoader("messages", async (context) => ({
  ...messagesScreen(context),
  action: adminHref("console"),
}));

export default function MessagesRoute() {
  return <MessageListScreen {...useLoaderData<typeof loader>()} />;
}

export { shellMeta as meta } from "./_shell";
