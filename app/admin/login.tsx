import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { FormField } from "~/components/ui/form-field";
import type { FormReply } from "~/lib/forms/form-reply";
import { useFormReply } from "~/lib/forms/use-form-reply";
import { textAt } from "~/lib/admin/form-state";
import { Input } from "~/components/ui/input";
import { AdminToaster, NoticeToast } from "~/components/admin/toast";
import { Button } from "~/components/ui/button";
import { messageText } from "~/lib/i18n/message";
import { loginAction, loginLoader } from "~/lib/auth/login-page.server";
import { useSettledMark } from "~/lib/utils/use-settled-mark";

export const handle = { i18n: ["admin"] };

export async function loader({ request }: LoaderFunctionArgs) {
  return loginLoader(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context);
}

/** A refused sign-in's Retry-After (set by the action) reaches the client. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: MetaFunction = () => [{ title: "Login" }, { name: "robots", content: "noindex, nofollow" }];

/** The sign-in form's two fields (the password is never sent back after a refusal). */
const LOGIN_FIELDS = [
  { name: "username", type: "text", autoComplete: "username" },
  { name: "password", type: "password", autoComplete: "current-password" },
] as const;

export default function Login() {
  useSettledMark();
  return (
    <AdminToaster>
      <LoginScreen />
    </AdminToaster>
  );
}

function LoginScreen() {
  const { redirectTo, toast, helpHref } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <div className="flex min-h-screen bg-surface">
      <NoticeToast notice={toast} />
      <aside className="relative hidden w-1/4 shrink-0 overflow-hidden bg-gradient-to-br from-[#1b2a6b] via-[#1d3fa8] to-[#165dff] text-white md:block lg:w-[550px]">
        <div className="absolute left-6 top-6 flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded bg-white/15 font-bold">文</span>
          <span className="text-lg font-semibold">{t("brand")}</span>
        </div>
        <div className="absolute inset-x-8 top-1/2 -translate-y-1/2">
          <ul className="relative h-40">
            {[1, 2, 3].map((n) => (
              <li key={n} className="login-slide absolute inset-0 text-center">
                <p className="text-2xl font-semibold">{t(`login.slogan${n}`)}</p>
                <p className="mt-3 text-sm text-white/75">{t(`login.slogan${n}Sub`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="flex min-h-screen flex-1 flex-col items-center justify-center px-6 py-10">
        <div className="w-full max-w-[320px]">
          <h1 className="text-2xl font-semibold text-fg">{t("login.title")}</h1>
          <p className="mt-2 text-base text-fg-subtle">{t("login.subtitle")}</p>
          <LoginForm key={result?.formKey ?? "first"} reply={result} redirectTo={redirectTo} helpHref={helpHref} />
        </div>
        <footer className="mt-auto pt-10 text-xs text-fg-subtle">© 山东文旅云智能科技有限公司</footer>
      </main>
    </div>
  );
}

/** The sign-in form, a fresh form state per reply (keyed by its formKey). */
function LoginForm({
  reply,
  redirectTo,
  helpHref,
}: {
  reply: FormReply | undefined;
  redirectTo: string;
  helpHref: string;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { values, errors, formError } = useFormReply("login", reply);
  return (
    <>
      <p className="mt-4 min-h-5 text-sm text-danger" role="alert" data-login-error data-attempt={reply?.formKey}>
        {formError ? messageText(t, formError) : null}
      </p>
      <Form method="post" noValidate className="mt-2 space-y-4">
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        {LOGIN_FIELDS.map(({ name, type, autoComplete }) => (
          <FormField
            key={name}
            id={name}
            name={name}
            label={t(`login.${name}`)}
            error={errors[name] ? messageText(t, errors[name]) : undefined}
          >
            <Input
              name={name}
              type={type}
              autoComplete={autoComplete}
              defaultValue={name === "username" ? textAt(values, "username") : undefined}
              placeholder={t(`login.${name}Placeholder`)}
              size="large"
            />
          </FormField>
        ))}
        <div className="flex items-center justify-between gap-2 text-sm">
          <label className="inline-flex items-center gap-2 text-fg-muted" title={t("login.rememberHint")}>
            <input type="checkbox" name="remember" className="size-4 accent-primary" />
            {t("login.remember")}
          </label>
          <Link to={`${helpHref}#forgot`} className="text-primary hover:underline">
            {t("login.forgot")}
          </Link>
        </div>
        <Button type="submit" variant="primary" size="large" className="w-full" loading={busy}>
          {t("login.submit")}
        </Button>
        <Link to={`${helpHref}#register`} className="block text-center text-sm text-fg-muted hover:text-primary">
          {t("login.register")}
        </Link>
      </Form>
    </>
  );
}
