import { useEffect } from "react";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { ErrorPage } from "~/components/site/error-page";
import { errorMeta, errorText } from "~/components/site/error-text";
import { InlineStylesheet } from "~/components/inline-stylesheet";
import { getEnv } from "~/lib/env.server";
import { canonicalAdminPathname, isAdminPathname } from "~/lib/http/admin-path";
import { errorStatusOf } from "~/lib/http/error-status";
import { useNonce } from "~/lib/http/nonce";
import { pack, unpack } from "~/lib/http/packed";
import { DEFAULT_LOCALE, toLocale } from "~/lib/i18n/config";
import { i18nServer, localeCookie } from "~/lib/i18n/i18n.server";
import { localeSwitchOf } from "~/lib/i18n/locale-switch.server";
import { useRememberLocale } from "~/lib/i18n/use-locale-switch";
import { MessagesProvider, type Messages } from "~/lib/i18n/messages-context";
import { resources } from "~/lib/i18n/resources";
import { getContentStore } from "~/lib/content/store.server";
import { careModeOf } from "~/lib/site/site-modes";
import { mourningNow } from "~/lib/site/display.server";
import type { loader as siteLoader } from "./routes/_site";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.ico", sizes: "32x32" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = toLocale(await i18nServer.getLocale(request)) ?? DEFAULT_LOCALE;
  const url = new URL(request.url);
  const headers = new Headers();
  // Remember an explicit ?lng= choice so it holds on the next page without the parameter.
  const asked = toLocale(url.searchParams.get("lng"));
  if (asked) headers.append("Set-Cookie", await localeCookie.serialize(asked));
  const adminPath = getEnv().ADMIN_PATH;
  const canonicalAdmin = canonicalAdminPathname(url.pathname, adminPath);
  if (canonicalAdmin) throw redirect(`${canonicalAdmin}${url.search}`, 301);
  const admin = isAdminPathname(url.pathname, adminPath);
  // Reached through a language link: the page confirms the switch (and is not served from or kept in a cache).
  const localeSwitched = (await localeSwitchOf(request)) !== null;
  // The public site's display modes (lib/site/site-modes.ts): the visitor's care mode, the site's mourning.
  const care = !admin && careModeOf(request.headers.get("Cookie"));
  const mourning = !admin && mourningNow(await getContentStore());
  // The page carries the messages of its locale and side of the house; components translate from them.
  return data(
    { locale, messages: pack(pageMessages(locale, admin)), admin, localeSwitched, care, mourning },
    { headers },
  );
}

/**
 * The locale only changes through `?lng=` (the language links reload the document), so the messages are
 * fetched again only then, not with every action's revalidation.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.searchParams.get("lng") !== nextUrl.searchParams.get("lng");

const messagesByKind = new Map<string, Messages>();
/** One object per locale and side, so its serialized form is made once. */
function pageMessages(locale: keyof typeof resources, admin: boolean): Messages {
  const kind = `${locale}:${admin ? "admin" : "site"}`;
  let messages = messagesByKind.get(kind);
  if (!messages) {
    const { common, site, admin: adminMessages, console: consoleMessages } = resources[locale];
    messages = admin ? { common, admin: adminMessages, console: consoleMessages } : { common, site };
    messagesByKind.set(kind, messages);
  }
  return messages;
}

export const handle = { i18n: ["common"] };

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  // The site layout's answer is the fresher one: it comes with every page change, the root's only with a load.
  const site = useRouteLoaderData<typeof siteLoader>("routes/_site");
  const mourning = site ? site.mourning : root?.mourning;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const nonce = useNonce();
  // Marks the document once React has hydrated it and every component's effects have run (child effects run
  // first): public pages start their scripts only after the first paint, so a page can be seen, and used
  // without JavaScript's extras, before that. The end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html
      lang={locale}
      dir="ltr"
      className={[root?.care ? "care" : "", mourning ? "mourning" : ""].filter(Boolean).join(" ") || undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Public pages get the site's own small stylesheet, the admin (and console) the full one, each inlined.
            It comes first: it blocks rendering, so it must not queue behind the preloads the meta adds. */}
        <InlineStylesheet name={root?.admin ? "admin" : "site"} />
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
  const root = useRouteLoaderData<typeof loader>("root");
  const locale = root?.locale ?? DEFAULT_LOCALE;
  useRememberLocale(locale);
  return (
    <MessagesProvider
      locale={locale}
      messages={root ? unpack<Messages>(root.messages) : EMPTY}
      localeSwitched={root?.localeSwitched}
    >
      <Outlet />
    </MessagesProvider>
  );
}

const EMPTY: Messages = {};

/** Pages set their own head; an error shown here is titled by its status. */
export const meta: MetaFunction<typeof loader> = ({ error, matches }) => (error ? errorMeta(error, matches) : []);

/**
 * What no route below handled (a failed layout loader; a post to "/", which is the root's to answer as the
 * site's frame is a pathless layout): the status's own page, alone. Without the root's data (its own loader
 * failed, or a refused post, after which the framework runs no loader) the page speaks both languages.
 */
export function ErrorBoundary() {
  const status = errorStatusOf(useRouteError());
  const root = useRouteLoaderData<typeof loader>("root");
  const common = root ? unpack<Messages>(root.messages).common : undefined;
  return (
    <main id="main">
      <ErrorPage status={status} {...errorText(status, common)} />
    </main>
  );
}
