/** User Center: User Info (profile header, projects, activity, teams) and User Setting (basic, security, certification). */
import type { FieldMessages, Message } from "~/lib/i18n/message";
import { messagesText } from "~/lib/i18n/message";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Building2 from "lucide-react/icons/building-2";
import MapPin from "lucide-react/icons/map-pin";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Alert } from "~/components/ui/alert";
import { Avatar, AvatarGroup } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Descriptions } from "~/components/ui/descriptions";
import { Empty } from "~/components/ui/empty";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Tag } from "~/components/ui/tag";
import { Textarea } from "~/components/ui/textarea";
import { AREAS, COUNTRY_REGIONS, passwordChecks } from "~/lib/console/form-options";
import { UPLOAD_ACCEPT, limitMb, uploadFieldName } from "~/lib/media/upload-rules";
import { ENTERPRISE_CERTIFICATION } from "~/lib/console/profile";
import {
  LATEST_ACTIVITIES,
  MY_PROJECTS,
  MY_TEAMS,
  USER_SETTING_TABS,
  type UserSettingTab,
} from "~/lib/console/user-center";
import type { CertificationRecord, ConsoleProfile } from "~/lib/content/console-schema";
import { ScreenTitle } from "./page";
import { LinkTabs } from "./link-tabs";
import { SimpleTable } from "./simple-table";
import { formatDateTime } from "~/lib/format/date";
import { useConsoleRouting } from "./routing";
import { SubmitReset } from "./submit-reset";

export type ProfileView = Omit<ConsoleProfile, "id" | "createtime" | "updatetime"> & { updatetime?: number };

export function UserInfoScreen({ profile }: { profile: ProfileView }) {
  const { t } = useTranslation("console");
  const facts = [
    { key: "job", icon: BriefcaseBusiness, text: profile.jobName },
    { key: "organization", icon: Building2, text: profile.organizationName },
    { key: "location", icon: MapPin, text: profile.locationName },
  ].filter((fact) => fact.text);
  return (
    <div className="space-y-4">
      <ScreenTitle>{t("menu.userInfo")}</ScreenTitle>
      <section
        className="flex flex-col items-center gap-2 rounded bg-gradient-to-r from-primary-100 to-surface p-8 text-center"
        aria-label={profile.name}
      >
        <Avatar name={profile.name} src={profile.avatar || undefined} size="xlarge" />
        <h2 className="text-lg font-semibold text-fg">{profile.name}</h2>
        <ul className="flex flex-wrap justify-center gap-4 text-fg-muted">
          {facts.map(({ key, icon: Icon, text }) => (
            <li key={key} className="flex items-center gap-1">
              <Icon className="size-4" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_332px]">
        <div className="min-w-0 space-y-4">
          <Card title={t("userInfo.myProject")}>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {MY_PROJECTS.map((project) => (
                <li key={project.id} className="rounded border border-line p-4">
                  <h3 className="font-medium text-fg">{project.name}</h3>
                  <p className="mt-1 text-xs text-fg-muted">{project.description}</p>
                  <div className="mt-3 flex items-center gap-2">
                    <AvatarGroup size="small" max={3} moreLabel={(n) => t("userInfo.people", { count: n })}>
                      {project.contributors.map((c) => (
                        <Avatar key={c.email} name={c.name} size="small" />
                      ))}
                    </AvatarGroup>
                    <span className="text-xs text-fg-subtle">
                      {t("userInfo.people", { count: project.peopleNumber })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <Card title={t("userInfo.latestActivity")}>
            <ul className="divide-y divide-line">
              {LATEST_ACTIVITIES.map((activity) => (
                <li key={activity.id} className="flex items-center gap-3 py-3">
                  <Avatar name={profile.name} size="small" />
                  <div>
                    <p className="text-fg">{activity.title}</p>
                    <p className="text-xs text-fg-subtle">{activity.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <div className="space-y-4">
          <Card title={t("userInfo.myTeam")}>
            <ul className="space-y-3">
              {MY_TEAMS.map((team) => (
                <li key={team.id} className="flex items-center gap-3">
                  <Avatar name={team.name} size="small" shape="square" />
                  <span className="flex-1 text-fg">{team.name}</span>
                  <span className="text-xs text-fg-subtle">{t("userInfo.members", { count: team.peopleNumber })}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card title={t("userInfo.notification")}>
            <Empty description={t("common.noData")} />
          </Card>
        </div>
      </div>
    </div>
  );
}

export type { UserSettingTab };

export interface UserSettingScreenProps {
  profile: ProfileView;
  tab: UserSettingTab;
  certifications: readonly CertificationRecord[];
  /** Values and errors after a failed save. */
  values?: Record<string, string>;
  errors?: FieldMessages;
  saved?: boolean;
  /** A new avatar was just stored. */
  avatarSaved?: boolean;
  path: string;
  /** The upload route's URL for the avatar form (multipart). */
  uploadAction: string;
  /** Security: the change-password form is open (`?edit=password`). */
  editing?: "password" | null;
  /** Security: the password was just changed. */
  passwordChanged?: boolean;
  /** Security: every other session of the account was just ended ("sign out everywhere"). */
  signedOutElsewhere?: boolean;
}

/** Translates a field's messages: console keys, or the upload checks' admin messages. */
function useMessages() {
  const { t } = useTranslation(["console", "admin"]);
  return (messages: readonly Message[] | null | undefined) => messagesText(t, messages);
}

/**
 * The avatar upload: a multipart form post (so it works without JavaScript). The file input is named
 * `avatar:image`, which the server's upload reader checks by its bytes and stores under a random name.
 */
function AvatarForm({
  profile,
  action,
  errors,
  saved,
}: {
  profile: ProfileView;
  action: string;
  errors?: readonly Message[] | null;
  saved?: boolean;
}) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const message = useMessages()(errors);
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="flex w-full flex-col items-center gap-2 sm:w-56"
      data-testid="avatar-form"
    >
      <Avatar name={profile.name} src={profile.avatar || undefined} size="xlarge" />
      <input type="hidden" name="intent" value="avatar" />
      <label htmlFor="avatar-file" className="text-xs font-medium text-fg">
        {t("userSetting.upload")}
      </label>
      <input
        id="avatar-file"
        type="file"
        name={uploadFieldName("avatar", "image")}
        accept={UPLOAD_ACCEPT.image}
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? "avatar-hint avatar-error" : "avatar-hint"}
        className="block w-full text-xs text-fg-muted file:mr-2 file:cursor-pointer file:rounded file:border file:border-line file:bg-surface file:px-2 file:py-1 file:text-fg hover:file:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary"
      />
      <p id="avatar-hint" className="text-center text-xs text-fg-subtle">
        {t("userSetting.avatarHint", { mb: limitMb("image") })}
      </p>
      {message ? (
        <p id="avatar-error" role="alert" className="text-center text-xs text-danger" data-testid="avatar-error">
          {message}
        </p>
      ) : null}
      {saved ? (
        <Alert type="success" className="w-full text-xs">
          {t("userSetting.uploaded")}
        </Alert>
      ) : null}
      <Button type="submit" size="mini" variant="outline">
        {t("userSetting.uploadSubmit")}
      </Button>
    </Form>
  );
}

export function UserSettingScreen({
  profile,
  tab,
  certifications,
  values,
  errors = {},
  saved,
  avatarSaved,
  path,
  uploadAction,
  editing = null,
  passwordChanged = false,
  signedOutElsewhere = false,
}: UserSettingScreenProps) {
  const { t } = useTranslation("console");
  return (
    <div className="space-y-4">
      <ScreenTitle>{t("menu.userSetting")}</ScreenTitle>
      <Card>
        <div className="flex flex-col gap-6 p-5 sm:flex-row sm:items-center">
          <AvatarForm profile={profile} action={uploadAction} errors={errors.avatar} saved={avatarSaved} />
          <Descriptions
            columns={2}
            className="flex-1"
            items={[
              { label: t("userSetting.userName"), value: profile.name },
              {
                label: t("userSetting.certification"),
                value: (
                  <Tag size="small" color={profile.certification ? "green" : "gray"}>
                    {t(profile.certification ? "userSetting.certified" : "userSetting.uncertified")}
                  </Tag>
                ),
              },
              { label: t("userSetting.accountId"), value: profile.accountId || "—" },
              { label: t("userSetting.phone"), value: profile.phone || "—" },
              { label: t("userSetting.registrationDate"), value: profile.registrationDate || "—" },
            ]}
          />
        </div>
      </Card>
      <Card>
        <LinkTabs
          look="line"
          label={t("menu.userSetting")}
          tabs={USER_SETTING_TABS}
          current={tab}
          path={path}
          param="tab"
          text={(name) => t(`userSetting.tabs.${name}`)}
        />
        <div className="p-5">
          {tab === "basic" ? (
            <BasicInfoForm profile={profile} values={values} errors={errors} saved={saved} path={path} />
          ) : null}
          {tab === "security" ? (
            <SecurityPanel
              profile={profile}
              path={path}
              editing={editing}
              changed={passwordChanged}
              signedOut={signedOutElsewhere}
              errors={errors}
            />
          ) : null}
          {tab === "certification" ? <CertificationPanel records={certifications} path={path} /> : null}
        </div>
      </Card>
    </div>
  );
}

function BasicInfoForm({
  profile,
  values,
  errors,
  saved,
  path,
}: {
  profile: ProfileView;
  values?: Record<string, string>;
  errors: FieldMessages;
  saved?: boolean;
  path: string;
}) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  const translate = useMessages();
  const error = (name: string) => translate(errors[name]);
  /** A required choice from a fixed list. */
  const choice = (name: "countryRegion" | "area", options: readonly string[], labels: string) => (
    <FormField label={t(`userSetting.${name}`)} required error={error(name)} layout="horizontal">
      <NativeSelect
        name={name}
        defaultValue={value(name, profile[name])}
        placeholder={t(`userSetting.${name}`)}
        options={options.map((o) => ({ value: o, label: t(`userSetting.${labels}.${o}`) }))}
      />
    </FormField>
  );
  return (
    <Form method="post" action={path} noValidate className="max-w-xl space-y-3">
      <input type="hidden" name="intent" value="basic" />
      <input type="hidden" name="updatetime" value={profile.updatetime ?? ""} />
      {saved ? <Alert type="success">{t("userSetting.saved")}</Alert> : null}
      <FormField label={t("userSetting.email")} required error={error("email")} layout="horizontal">
        <Input type="email" name="email" defaultValue={value("email", profile.email)} autoComplete="email" />
      </FormField>
      <FormField label={t("userSetting.nickname")} required error={error("nickname")} layout="horizontal">
        <Input name="nickname" defaultValue={value("nickname", profile.nickname)} autoComplete="nickname" />
      </FormField>
      {choice("countryRegion", COUNTRY_REGIONS, "countries")}
      {choice("area", AREAS, "areas")}
      <FormField label={t("userSetting.address")} error={error("address")} layout="horizontal">
        <Input name="address" defaultValue={value("address", profile.address)} autoComplete="street-address" />
      </FormField>
      <FormField label={t("userSetting.profile")} error={error("profile")} layout="horizontal">
        <Textarea
          name="profile"
          defaultValue={value("profile", profile.introduction)}
          maxLength={200}
          placeholder={t("userSetting.profilePlaceholder")}
        />
      </FormField>
      <SubmitReset submit={t("userSetting.save")} reset={t("userSetting.reset")} className="flex gap-3 sm:pl-28" />
    </Form>
  );
}

/**
 * Security settings. Login Password opens a working change-password form (`?tab=security&edit=password`, a plain
 * post); Email leads to the basic-information form where it is edited. The security question and the phone
 * cannot be changed here, so they show their state without a link.
 */
function SecurityPanel({
  profile,
  path,
  editing,
  changed,
  signedOut,
  errors,
}: {
  profile: ProfileView;
  path: string;
  editing: "password" | null;
  changed: boolean;
  signedOut: boolean;
  errors: FieldMessages;
}) {
  const { t } = useTranslation("console");
  const { Link } = useConsoleRouting();
  const { Form } = useConsoleRouting();
  const checks = Object.keys(passwordChecks("")) as (keyof ReturnType<typeof passwordChecks>)[];
  const rows = [
    {
      key: "password",
      hint: t("userSetting.security.passwordHint"),
      href: editing === "password" ? null : `${path}?tab=security&edit=password#change-password`,
    },
    { key: "question", hint: t("userSetting.security.questionHint"), href: null },
    { key: "phone", hint: t("userSetting.security.phoneHint", { phone: profile.phone || "—" }), href: null },
    {
      key: "email",
      hint: t("userSetting.security.emailHint", { email: profile.email || "—" }),
      href: path,
    },
  ];
  return (
    <div className="space-y-4">
      {changed ? (
        <Alert type="success" data-testid="password-changed">
          {t("userSetting.security.changed")}
        </Alert>
      ) : null}
      {signedOut ? (
        <Alert type="success" data-testid="signed-out-elsewhere">
          {t("userSetting.security.signedOutElsewhere")}
        </Alert>
      ) : null}
      <ul className="divide-y divide-line">
        {rows.map((row) => (
          <li key={row.key} className="py-4">
            <div className="flex flex-wrap items-start gap-4">
              <span className="w-28 shrink-0 font-medium text-fg">{t(`userSetting.security.${row.key}`)}</span>
              <div className="min-w-0 flex-1 text-fg-muted">
                <p>{row.hint}</p>
                {row.key === "password" ? (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("userSetting.security.passwordHint")}>
                    {checks.map((check) => (
                      <li key={check}>
                        <Tag size="small">{t(`userSetting.security.checks.${check}`)}</Tag>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {row.href ? (
                <Link href={row.href} className="text-primary hover:underline">
                  {t("userSetting.security.update")}
                  <span className="sr-only">: {t(`userSetting.security.${row.key}`)}</span>
                </Link>
              ) : null}
            </div>
            {row.key === "password" && editing === "password" ? (
              <ChangePasswordForm path={path} errors={errors} />
            ) : null}
          </li>
        ))}
        <li className="py-4">
          <div className="flex flex-wrap items-start gap-4">
            <span className="w-28 shrink-0 font-medium text-fg">{t("userSetting.security.sessions")}</span>
            {/* The button under its explanation: beside it, a phone squeezes the text into a thin column. */}
            <div className="min-w-0 flex-1 text-fg-muted">
              <p>{t("userSetting.security.sessionsHint")}</p>
              <Form method="post" action={`${path}?tab=security`} className="mt-2">
                <input type="hidden" name="intent" value="sign-out-elsewhere" />
                <button type="submit" className="text-primary hover:underline">
                  {t("userSetting.security.signOutElsewhere")}
                </button>
              </Form>
            </div>
          </div>
        </li>
      </ul>
    </div>
  );
}

/** The change-password form: current password, new password twice. Nothing typed is ever sent back. */
function ChangePasswordForm({ path, errors }: { path: string; errors: FieldMessages }) {
  const { t } = useTranslation("console");
  const { Form, Link } = useConsoleRouting();
  const translate = useMessages();
  const error = (name: string) => translate(errors[name]);
  return (
    <Form
      method="post"
      action={`${path}?tab=security&edit=password`}
      noValidate
      id="change-password"
      className="mt-4 max-w-xl space-y-3 rounded border border-line p-4 sm:ml-32"
      aria-labelledby="change-password-title"
    >
      <h3 id="change-password-title" className="font-medium text-fg">
        {t("userSetting.security.changeTitle")}
      </h3>
      <input type="hidden" name="intent" value="password" />
      <FormField label={t("userSetting.security.current")} required error={error("current")} name="current">
        <Input type="password" name="current" autoComplete="current-password" required />
      </FormField>
      <FormField
        label={t("userSetting.security.new")}
        required
        error={error("next")}
        name="next"
        help={t("userSetting.security.newHelp")}
      >
        <Input type="password" name="next" autoComplete="new-password" required minLength={12} maxLength={72} />
      </FormField>
      <FormField label={t("userSetting.security.confirm")} required error={error("confirm")} name="confirm">
        <Input type="password" name="confirm" autoComplete="new-password" required />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" variant="primary">
          {t("userSetting.security.change")}
        </Button>
        <Link
          href={`${path}?tab=security`}
          className="inline-flex h-8 items-center rounded border border-line px-4 text-sm text-fg hover:bg-surface-muted"
        >
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function CertificationPanel({ records, path }: { records: readonly CertificationRecord[]; path: string }) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const c = ENTERPRISE_CERTIFICATION;
  return (
    <div className="space-y-6">
      <Descriptions
        title={t("userSetting.cert.enterprise")}
        columns={3}
        items={[
          { label: t("userSetting.cert.accountType"), value: t(`userSetting.cert.values.${c.accountType}`) },
          {
            label: t("userSetting.cert.status"),
            value: (
              <Tag size="small" color="green">
                {t("userSetting.certified")}
              </Tag>
            ),
          },
          { label: t("userSetting.cert.time"), value: c.time },
          { label: t("userSetting.cert.legalPerson"), value: c.legalPerson },
          { label: t("userSetting.cert.certificateType"), value: t(`userSetting.cert.values.${c.certificateType}`) },
          { label: t("userSetting.cert.authenticationNumber"), value: c.authenticationNumber },
          { label: t("userSetting.cert.enterpriseName"), value: c.enterpriseName },
          {
            label: t("userSetting.cert.enterpriseCertificateType"),
            value: t(`userSetting.cert.values.${c.enterpriseCertificateType}`),
          },
          { label: t("userSetting.cert.organizationCode"), value: c.organizationCode },
        ]}
      />
      <section aria-labelledby="cert-records">
        <h3 id="cert-records" className="mb-2 font-medium text-fg">
          {t("userSetting.cert.records")}
        </h3>
        <SimpleTable
          look="boxed"
          rows={records}
          rowKey={(record) => record.id}
          columns={[
            {
              key: "type",
              title: t("userSetting.cert.type"),
              cell: (record) => t(`userSetting.cert.types.${record.certificationType}`),
            },
            { key: "content", title: t("userSetting.cert.content"), cell: (record) => record.certificationContent },
            {
              key: "status",
              title: t("userSetting.cert.recordStatus"),
              cell: (record) => (
                <Tag size="small" color={record.status === 1 ? "green" : "arcoblue"}>
                  {t(`userSetting.cert.statuses.${record.status}`)}
                </Tag>
              ),
            },
            { key: "time", title: t("userSetting.cert.recordTime"), cell: (record) => formatDateTime(record.time) },
            {
              key: "operations",
              title: t("common.operations"),
              cell: (record) =>
                record.status === 0 ? (
                  <Form method="post" action={`${path}?tab=certification`}>
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="id" value={record.id} />
                    <button type="submit" className="text-primary hover:underline">
                      {t("userSetting.cert.withdraw")}
                    </button>
                  </Form>
                ) : (
                  <span className="text-fg-subtle">{t("userSetting.cert.check")}</span>
                ),
            },
          ]}
        />
      </section>
    </div>
  );
}
