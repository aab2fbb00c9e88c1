import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { CardListScreen } from "~/components/console/card-list-screen";
import { Alert } from "~/components/ui/alert";
import { adminHref, requireUser } from "~/lib/auth/guard.server";
import { getContentStore } from "~/lib/content/store.server";
import { consoleHandle } from "~/lib/console/route-handle";
import { cardListAction, cardListScreen } from "~/lib/console/screens.server";

export const handle = consoleHandle("list/card");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { ...cardListScreen(request, await getContentStore()), path: adminHref("list/card") };
}

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
