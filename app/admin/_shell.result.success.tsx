import { SuccessScreen } from "~/components/console/result-screens";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-route.server";

export const handle = consoleHandle("result/success");

export const loader = screenLoader("result/success", () => null);

export default function ResultSuccessScreenRoute() {
  return <SuccessScreen />;
}

export { shellMeta as meta } from "./_shell";
