import { ErrorScreen } from "~/components/console/result-screens";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("result/error");

export const loader = screenLoader("result/error", () => null);

export default function ResultErrorScreenRoute() {
  return <ErrorScreen />;
}

export { shellMeta as meta } from "./_shell";
