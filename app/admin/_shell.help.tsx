import type { LoaderFunctionArgs } from "@remix-run/node";
import { HelpScreen } from "~/components/console/help-screen";
import { requireCapability } from "~/lib/auth/guard.server";

export const handle = {
  i18n: ["console"],
  consolePath: "help",
  crumbs: (t: (key: string) => string) => [{ label: t("console:help.title") }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireCapability(request, "admin.access");
  return null;
}

export default function HelpRoute() {
  return <HelpScreen />;
}

export { shellMeta as meta } from "./_shell";
