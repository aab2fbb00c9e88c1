/**
 * The client half of the console screens that post (app/admin/console-form.route.tsx): each screen's view of what
 * its loader gave and what a refused post answered (lib/console/form-screens.server.ts).
 */
import { lazy, type ReactNode } from "react";
import type { ConsoleFormScreen } from "~/lib/console/form-screens";
import type { ConsoleFormLoaded, ConsoleFormPosted } from "~/lib/console/form-screens.server";
import { formMessage } from "~/lib/forms/form-reply";
import { messageText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Alert } from "~/components/ui/alert";

/**
 * Each screen's own code, fetched when that screen is shown: the route module serves six screens and a page
 * shows one (bundled together, each screen downloaded the other five, about 25 KB). The server renders the
 * whole screen; in the browser React keeps that markup until the code is there, and the route's clientLoader
 * fetches it beside the data on a navigation.
 */
export const CONSOLE_FORM_SCREEN_CODE = {
  "dashboard/monitor": () => import("./monitor-screen"),
  "form/group": () => import("./group-form-screen"),
  "form/step": () => import("./step-form-screen"),
  "list/card": () => import("./card-list-screen"),
  "profile/basic": () => import("./profile-screen"),
  "user/setting": () => import("./user-screens"),
} satisfies Record<ConsoleFormScreen, () => Promise<unknown>>;

const code = CONSOLE_FORM_SCREEN_CODE;
// The form state of the two screens that keep a typed form across a refused post: only they fetch it.
const FormReplyState = lazy(() => import("./form-reply-state").then((m) => ({ default: m.FormReplyState })));
const MonitorScreen = lazy(() => code["dashboard/monitor"]().then((m) => ({ default: m.MonitorScreen })));
const GroupFormScreen = lazy(() => code["form/group"]().then((m) => ({ default: m.GroupFormScreen })));
const StepFormScreen = lazy(() => code["form/step"]().then((m) => ({ default: m.StepFormScreen })));
const CardListScreen = lazy(() => code["list/card"]().then((m) => ({ default: m.CardListScreen })));
const BasicProfileScreen = lazy(() => code["profile/basic"]().then((m) => ({ default: m.BasicProfileScreen })));
const UserSettingScreen = lazy(() => code["user/setting"]().then((m) => ({ default: m.UserSettingScreen })));

type ViewProps<S extends ConsoleFormScreen> = {
  loaded: ConsoleFormLoaded<S>;
  posted: ConsoleFormPosted<S> | undefined;
};

/** The card list: a refused quality-check post shows in its dialog, any other refusal above the list. */
function CardListView({ loaded, posted }: ViewProps<"list/card">) {
  const { t } = useTranslation("console");
  const createReply = posted && "title" in posted.initialValue ? posted : undefined;
  const message = createReply ? undefined : formMessage(posted);
  return (
    <>
      {message ? (
        <Alert type="error" className="mb-4">
          {messageText(t, message)}
        </Alert>
      ) : null}
      <CardListScreen {...loaded} createReply={createReply} />
    </>
  );
}

export const CONSOLE_FORM_VIEWS: { [S in ConsoleFormScreen]: (props: ViewProps<S>) => ReactNode } = {
  "dashboard/monitor": ({ loaded, posted }) => (
    <MonitorScreen {...loaded} sent={loaded.sent && !posted} reply={posted} />
  ),
  "form/group": ({ loaded, posted }) => (
    <FormReplyState formId="group-form" reply={posted}>
      {(form) => (
        <GroupFormScreen
          path={loaded.path}
          saved={loaded.saved && !posted}
          values={posted ? (form.values as typeof loaded.values) : loaded.values}
          errors={form.messages}
        />
      )}
    </FormReplyState>
  ),
  "form/step": ({ loaded, posted }) => <StepFormScreen path={loaded.path} state={posted?.state ?? loaded.state} />,
  "list/card": CardListView,
  "profile/basic": ({ loaded }) => <BasicProfileScreen {...loaded} />,
  "user/setting": ({ loaded, posted }) => (
    <FormReplyState formId="user-setting" reply={posted}>
      {(form) => (
        <UserSettingScreen
          {...loaded}
          saved={loaded.saved && !posted}
          values={posted ? (form.values as Record<string, string>) : undefined}
          errors={form.messages}
        />
      )}
    </FormReplyState>
  ),
};
