import { useActionData, useLoaderData } from "@remix-run/react";
import { formMessage } from "~/lib/forms/form-reply";
import { messageText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CardListScreen } from "~/components/console/card-list-screen";
import { Alert } from "~/components/ui/alert";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenAction, screenLoader } from "~/lib/console/screen-route.server";
import { cardListAction, cardListScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("list/card");

// Its own boundary, so a refused post still shows inside the shell (see route-exception.tsx).
export { RouteException as ErrorBoundary } from "~/components/console/route-exception";

export const loader = screenLoader("list/card", cardListScreen);

export const action = screenAction("list/card", ({ request, store }) => cardListAction(request, store));

export default function CardListRoute() {
  const { t } = useTranslation("console");
  const failure = useActionData<typeof action>();
  return (
    <>
      {formMessage(failure) && !(failure && "title" in failure.initialValue) ? (
        <Alert type="error" className="mb-4">
          {messageText(t, formMessage(failure)!)}
        </Alert>
      ) : null}
      <CardListScreen
        {...useLoaderData<typeof loader>()}
        createReply={failure && "title" in failure.initialValue ? failure : undefined}
      />
    </>
  );
}

export { shellMeta as meta } from "./_shell";
