/**
 * The client half of the console screens that post (app/admin/console-form.route.tsx): each screen's view of what
 * its loader gave and what a refused post answered (lib/console/form-screens.server.ts).
 */
import type { ReactNode } from "react";
import type { ConsoleFormScreen } from "~/lib/console/form-screens";
import type { ConsoleFormLoaded, ConsoleFormPosted } from "~/lib/console/form-screens.server";
import { formMessage } from "~/lib/forms/form-reply";
import { messageText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Alert } from "~/components/ui/alert";
import { CardListScreen } from "./card-list-screen";
import { FormReplyState } from "./form-reply-state";
import { GroupFormScreen } from "./group-form-screen";
import { MonitorScreen } from "./monitor-screen";
import { BasicProfileScreen } from "./profile-screen";
import { StepFormScreen } from "./step-form-screen";
import { UserSettingScreen } from "./user-screens";

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
