/**
 * The commands of one account on its users-screen page, below the generic account form: disable or enable,
 * reset the password, sign out everywhere. Each is a plain post form (works without script) with the intent
 * as its button; a refused command says why at its own form. Data: lib/admin/users.server.ts.
 */
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { messageText } from "~/lib/i18n/message";
import type { UserCommandFailure } from "~/lib/admin/user-commands";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Card } from "./admin-form";
import { StatusTag } from "./table";

/** The account the commands act on (lib/admin/users.server.ts `loadUserForm`). */
export interface CommandAccount {
  id: number;
  username: string;
  disabled: boolean;
  updatetime: number;
  /** The signed-in admin's own account (it cannot disable itself). */
  self: boolean;
}

export function UserCommands({ account }: { account: CommandAccount }) {
  const { t } = useTranslation("admin");
  const reply = useActionData<UserCommandFailure | object>();
  const failure = reply && "command" in reply ? (reply as UserCommandFailure) : null;
  const errorOf = (command: UserCommandFailure["command"] | readonly string[]) =>
    failure && (typeof command === "string" ? failure.command === command : command.includes(failure.command))
      ? messageText(t, failure.error)
      : undefined;
  const statusError = errorOf(["disable", "enable"]);
  const signOutError = errorOf("sign-out");
  return (
    <div className="mt-4 space-y-4" data-user-commands={account.username}>
      <Card
        title={t("users.statusTitle")}
        actions={
          account.disabled ? (
            <StatusTag tone="gray">{t("users.inactive")}</StatusTag>
          ) : (
            <StatusTag tone="green">{t("users.active")}</StatusTag>
          )
        }
      >
        <p className="text-sm text-fg-muted">{t(account.disabled ? "users.statusDisabled" : "users.statusActive")}</p>
        {statusError ? (
          <Alert type="error" className="mt-3">
            {statusError}
          </Alert>
        ) : null}
        {account.self && !account.disabled ? (
          <p className="mt-3 text-sm text-fg-subtle">{t("users.disableSelf")}</p>
        ) : (
          <Form method="post" className="mt-3">
            <Button
              type="submit"
              name="intent"
              value={account.disabled ? "enable" : "disable"}
              variant={account.disabled ? "primary" : "danger"}
            >
              {t(account.disabled ? "users.enable" : "users.disable")}
            </Button>
          </Form>
        )}
      </Card>
      <Card title={t("users.resetTitle")}>
        <Form method="post" className="max-w-3xl space-y-3" key={failure?.key}>
          <p className="text-sm text-fg-muted">{t("users.resetHint")}</p>
          <FormField
            label={t("users.newPassword")}
            name="password"
            required
            help={t("users.passwordHint")}
            error={errorOf("reset-password")}
          >
            <Input name="password" type="password" autoComplete="new-password" />
          </FormField>
          <Button type="submit" name="intent" value="reset-password" variant="outline">
            {t("users.resetSubmit")}
          </Button>
        </Form>
      </Card>
      <Card title={t("users.signOutTitle")}>
        <Form method="post" className="space-y-3">
          <p className="text-sm text-fg-muted">{t("users.signOutHint")}</p>
          {signOutError ? <Alert type="error">{signOutError}</Alert> : null}
          <Button type="submit" name="intent" value="sign-out" variant="outline">
            {t("users.signOutSubmit")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
