import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorPage } from "~/components/site/error-page";
import { useNonce } from "~/lib/http/nonce";
import { DEFAULT_LOCALE, toLocale } from "~/lib/i18n/config";
import { i18nServer, localeCookie } from "~/lib/i18n/i18n.server";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await i18nServer.getLocale(request);
  const headers = new Headers();
  // Remember an explicit ?lng= choice so it holds on the next page without the parameter.
  const asked = toLocale(new URL(request.url).searchParams.get("lng"));
  if (asked) headers.append("Set-Cookie", await localeCookie.serialize(asked));
  return data({ locale }, { headers });
}

export const handle = { i18n: ["common"] };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-fg">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  useChangeLanguage(data?.locale ?? DEFAULT_LOCALE);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return notFound ? (
    <ErrorPage
      status={404}
      title={t("error.notFoundTitle")}
      message={t("error.notFound")}
      backLabel={t("error.backHome")}
    />
  ) : (
    <ErrorPage
      status={500}
      title={t("error.serverTitle")}
      message={t("error.server")}
      backLabel={t("error.backHome")}
    />
  );
}
