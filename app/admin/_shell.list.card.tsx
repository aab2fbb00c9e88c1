import { data, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CardListScreen } from "~/components/console/card-list-screen";
import { Alert } from "~/components/ui/alert";
import { requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { screenLoader } from "~/lib/console/screen-loader.server";
import { cardListAction, cardListScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("list/card");

export const loader = screenLoader("list/card", ({ request, store, path }) => ({
  ...cardListScreen(request, store),
  path,
}));

export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const result = await cardListAction(request, await getContentStore());
  return data({ error: result.error }, { status: result.status });
}

export default function CardListRoute() {
  const { t } = useTranslation("console");
  const failure = useActionData<typeof action>();
  return (
    <>
      {failure?.error ? (
        <Alert type="error" className="mb-4">
          {t(failure.error)}
        </Alert>
      ) : null}
      <CardListScreen {...useLoaderData<typeof loader>()} />
    </>
  );
}
