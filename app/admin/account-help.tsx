import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { adminHref } from "~/lib/auth/guard.server";

export const handle = { i18n: ["admin"] };

export async function loader(_: LoaderFunctionArgs) {
  return { loginHref: adminHref("login") };
}

export const meta: MetaFunction = () => [{ title: "Account help" }, { name: "robots", content: "noindex, nofollow" }];

/** Where "Forgot password" and "Register account" lead: how an administrator resets or creates an account. */
export default function AccountHelp() {
  const { loginHref } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <main className="min-h-screen bg-surface-muted px-4 py-12">
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="text-2xl font-semibold text-fg">{t("help.title")}</h1>
        <section id="forgot" className="rounded-md bg-surface p-6 shadow-card">
          <h2 className="text-lg font-semibold text-fg">{t("help.forgotTitle")}</h2>
          <p className="mt-3 text-fg-muted">{t("help.forgotBody")}</p>
          <pre className="mt-3 overflow-x-auto rounded bg-surface-muted p-3 text-sm">
            npm run admin -- set-password USERNAME
          </pre>
        </section>
        <section id="register" className="rounded-md bg-surface p-6 shadow-card">
          <h2 className="text-lg font-semibold text-fg">{t("help.registerTitle")}</h2>
          <p className="mt-3 text-fg-muted">{t("help.registerBody")}</p>
          <pre className="mt-3 overflow-x-auto rounded bg-surface-muted p-3 text-sm">
            npm run admin -- create-user USERNAME --role user
          </pre>
        </section>
        <Link to={loginHref} className="inline-block text-primary hover:underline">
          ← {t("help.back")}
        </Link>
      </div>
    </main>
  );
}
