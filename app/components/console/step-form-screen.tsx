/**
 * Step Form: basic info → channel info → finish. Each step is a real POST; the server validates it (docs/product.md §5)
 * and answers with the next step, carrying earlier values in hidden fields, so it works without JavaScript.
 */
import type { FieldMessages } from "~/lib/i18n/message";
import { messagesText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Result } from "~/components/ui/result";
import { NativeSelect } from "~/components/ui/select";
import { Steps } from "~/components/ui/steps";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { Alert } from "~/components/ui/alert";
import { BASIC_FIELDS, DETAIL_FIELDS, type ChannelValues } from "~/lib/console/channel-flow";
import { CHANNEL_DEFAULTS, KEYWORD_OPTIONS } from "~/lib/console/form-options";
import { CHANNEL_TYPES } from "~/lib/content/console-values";
import { ScreenTitle } from "./page";
import { useConsoleRouting } from "./routing";

export type StepFormState =
  { step: "basic" | "channel"; values: ChannelValues; errors: FieldMessages } | { step: "finish"; name: string };

export interface StepFormScreenProps {
  state: StepFormState;
  path: string;
}

const STEP_INDEX = { basic: 0, channel: 1, finish: 2 } as const;

export function StepFormScreen({ state, path }: StepFormScreenProps) {
  const { t } = useTranslation("console");
  return (
    <Card>
      <ScreenTitle>{t("menu.stepForm")}</ScreenTitle>
      <div className="mx-auto max-w-3xl p-5 sm:p-8">
        <h2 className="mb-6 text-center text-lg font-semibold text-fg">{t("stepForm.title")}</h2>
        <Steps
          className="mb-8"
          current={STEP_INDEX[state.step]}
          label={t("stepForm.title")}
          items={[
            { title: t("stepForm.steps.basic"), description: t("stepForm.steps.basicDesc") },
            { title: t("stepForm.steps.channel"), description: t("stepForm.steps.channelDesc") },
            { title: t("stepForm.steps.finish"), description: t("stepForm.steps.finishDesc") },
          ]}
        />
        {state.step === "finish" ? (
          <>
            <Result
              status="success"
              title={t("stepForm.successTitle")}
              subtitle={t("stepForm.successSubtitle", { name: state.name })}
              extra={
                <div className="flex gap-3">
                  <ButtonLink href={path} variant="primary">
                    {t("stepForm.again")}
                  </ButtonLink>
                  <ButtonLink href={`${path.replace(/\/form\/step$/, "")}/profile/basic`} variant="secondary">
                    {t("stepForm.detail")}
                  </ButtonLink>
                </div>
              }
            />
            <Alert type="info" title={t("stepForm.description")} className="mt-6">
              {t("stepForm.descriptionText")}
            </Alert>
          </>
        ) : (
          <ChannelStepForm state={state} path={path} />
        )}
      </div>
    </Card>
  );
}

function ChannelStepForm({
  state,
  path,
}: {
  state: Extract<StepFormState, { step: "basic" | "channel" }>;
  path: string;
}) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const v = state.values;
  const text = (name: string, fallback = "") => {
    const value = v[name];
    return typeof value === "string" ? value : fallback;
  };
  const error = (name: string) => messagesText(t, state.errors[name]);
  const hasErrors = Object.values(state.errors).some((m) => m && m.length > 0);
  const keywords = Array.isArray(v.keyword) ? v.keyword : [];
  const hiddenOf = (names: readonly string[]) =>
    names.flatMap((name) => {
      const value = v[name];
      if (Array.isArray(value))
        return value.map((item) => <input key={`${name}-${item}`} type="hidden" name={name} value={item} />);
      return value === undefined ? [] : [<input key={name} type="hidden" name={name} value={value} />];
    });
  /** A required text field with its placeholder. */
  const textField = (name: "activityName" | "advertisingSource" | "advertisingMedia", maxLength?: number) => (
    <FormField label={t(`stepForm.${name}`)} required error={error(name)}>
      <Input
        name={name}
        defaultValue={text(name)}
        placeholder={t(`stepForm.${name}Placeholder`)}
        maxLength={maxLength}
      />
    </FormField>
  );
  const dateField = (name: "promotionStart" | "promotionEnd") => (
    <FormField label={t(`stepForm.${name}`)} required error={error(name)}>
      <Input type="date" name={name} defaultValue={text(name)} />
    </FormField>
  );
  const pushNotifyOn = v.pushNotify === undefined ? CHANNEL_DEFAULTS.pushNotify : v.pushNotify !== "";

  return (
    // Keyed by step: a new step gets new inputs, so React does not reuse step 1's inputs (and what was typed in
    // them) for step 2's fields at the same place.
    <Form
      key={state.step}
      method="post"
      action={path}
      noValidate
      className="mx-auto max-w-xl space-y-4"
      aria-label={t(`stepForm.steps.${state.step}`)}
    >
      {hasErrors ? <Alert type="error">{t("validation.fixErrors")}</Alert> : null}
      {state.step === "basic" ? (
        <>
          {hiddenOf(DETAIL_FIELDS)}
          {v.pushNotify !== undefined ? <input type="hidden" name="pushNotifyShown" value="1" /> : null}
          {textField("activityName", 40)}
          <FormField label={t("stepForm.channelType")} required error={error("channelType")}>
            <NativeSelect
              name="channelType"
              defaultValue={text("channelType")}
              placeholder={t("stepForm.channelType")}
              options={CHANNEL_TYPES.map((type) => ({ value: type, label: t(`stepForm.channelTypes.${type}`) }))}
            />
          </FormField>
          <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-sm text-fg">
              <span aria-hidden="true" className="mr-1 text-danger">
                *
              </span>
              {t("stepForm.promotionTime")}
            </legend>
            {dateField("promotionStart")}
            {dateField("promotionEnd")}
          </fieldset>
          <FormField
            label={t("stepForm.promoteLink")}
            required
            help={t("stepForm.promoteLinkHelp")}
            error={error("promoteLink")}
          >
            <Input
              type="url"
              name="promoteLink"
              defaultValue={text("promoteLink", CHANNEL_DEFAULTS.promoteLink)}
              inputMode="url"
            />
          </FormField>
          <div className="flex justify-center pt-2">
            <Button type="submit" name="intent" value="next" variant="primary">
              {t("stepForm.next")}
            </Button>
          </div>
        </>
      ) : (
        <>
          {hiddenOf(BASIC_FIELDS)}
          <input type="hidden" name="pushNotifyShown" value="1" />
          {textField("advertisingSource")}
          {textField("advertisingMedia")}
          <FormField label={t("stepForm.keyword")} required group error={error("keyword")}>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {KEYWORD_OPTIONS.map((option) => (
                <Checkbox
                  key={option}
                  name="keyword"
                  value={option}
                  defaultChecked={keywords.includes(option)}
                  label={t(`stepForm.keywords.${option}`)}
                />
              ))}
            </div>
          </FormField>
          <Switch name="pushNotify" defaultChecked={pushNotifyOn} label={t("stepForm.pushNotify")} />
          <FormField label={t("stepForm.advertisingContent")} required error={error("advertisingContent")}>
            <Textarea
              name="advertisingContent"
              defaultValue={text("advertisingContent")}
              placeholder={t("stepForm.advertisingContentPlaceholder")}
              rows={4}
              maxLength={200}
            />
          </FormField>
          <div className="flex justify-center gap-3 pt-2">
            <Button type="submit" name="intent" value="prev" variant="secondary" formNoValidate>
              {t("stepForm.prev")}
            </Button>
            <Button type="submit" name="intent" value="submit" variant="primary">
              {t("stepForm.submit")}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
