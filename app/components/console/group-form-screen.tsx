/**
 * Group Form: video and audio parameters with their ranges enforced (frame rates 1–30, rates 150–1800) and a
 * description of at most 200 characters. A valid submit is stored as a parameter set awaiting approval.
 */
import type { FieldMessages } from "~/lib/i18n/message";
import { messagesText } from "~/lib/i18n/message";
import { useTranslation } from "~/lib/i18n/use-translation";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { FocusFirstError, FormField } from "~/components/ui/form-field";
import { NumberInput } from "~/components/ui/number-input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { MATCH_MODES, PARAMETER_GROUPS, RESOLUTIONS, type ParameterField } from "~/lib/console/form-options";
import type { AudioParameters, VideoParameters } from "~/lib/content/console-schema";
import { ScreenTitle } from "./page";
import { useConsoleRouting } from "./routing";
import { SubmitReset } from "./submit-reset";

export interface GroupFormValues {
  video: Partial<Record<keyof VideoParameters, string | number>>;
  audio: Partial<Record<keyof AudioParameters, string | number>>;
  description?: string;
}

export interface GroupFormScreenProps {
  values: GroupFormValues;
  errors: FieldMessages;
  /** Shown after a successful submit. */
  saved?: boolean;
  path: string;
}

export function GroupFormScreen({ values, errors, saved = false, path }: GroupFormScreenProps) {
  const { t } = useTranslation("console");
  const { Form } = useConsoleRouting();
  const error = (name: string) => messagesText(t, errors[name]);
  const valueOf = (name: string): string => {
    const [group, field] = name.split(".") as ["video" | "audio", string];
    const value = (values[group] as Record<string, string | number | undefined>)[field];
    return value === undefined ? "" : String(value);
  };
  const options = (input: "mode" | "resolution") =>
    input === "mode"
      ? MATCH_MODES.map((o) => ({ value: o, label: t(`groupForm.modes.${o}`) }))
      : RESOLUTIONS.map((o) => ({ value: o, label: o }));
  const field = (group: string, { key, input }: ParameterField) => {
    const name = `${group}.${key}`;
    const label = t(`groupForm.${key}`);
    if (input === "mode" || input === "resolution") {
      return (
        <FormField key={name} label={label} required error={error(name)}>
          <NativeSelect name={name} defaultValue={valueOf(name)} placeholder={label} options={options(input)} />
        </FormField>
      );
    }
    const [min, max, unit] = input === "fps" ? [1, 30, "fps"] : input === "bps" ? [150, 1800, "bps"] : [1, 3, ""];
    return (
      <FormField
        key={name}
        label={label}
        required
        error={error(name)}
        help={input === "channels" ? undefined : t(input === "fps" ? "groupForm.rangeFps" : "groupForm.rangeBps")}
      >
        <NumberInput
          name={name}
          defaultValue={valueOf(name)}
          min={min}
          max={max}
          step={1}
          placeholder={`${min}–${max}${unit ? ` ${unit}` : ""}`}
        />
      </FormField>
    );
  };
  const hasErrors = Object.values(errors).some((m) => m && m.length > 0);
  return (
    <Form method="post" action={path} noValidate className="space-y-4 pb-20">
      <ScreenTitle>{t("menu.groupForm")}</ScreenTitle>
      {saved ? <Alert type="success">{t("groupForm.saved")}</Alert> : null}
      <FocusFirstError reply={hasErrors ? errors : null}>
        {PARAMETER_GROUPS.map(({ group, fields }) => (
          <Card key={group} title={t(`groupForm.${group}`)}>
            <div className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-3">{fields.map((f) => field(group, f))}</div>
          </Card>
        ))}
        <Card title={t("groupForm.explanation")}>
          <FormField label={t("groupForm.description")} error={error("description")}>
            <Textarea
              name="description"
              defaultValue={values.description ?? ""}
              maxLength={200}
              placeholder={t("groupForm.descriptionPlaceholder")}
            />
          </FormField>
        </Card>
      </FocusFirstError>
      <SubmitReset
        resetFirst
        submit={t("groupForm.submit")}
        reset={t("groupForm.reset")}
        className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t border-line bg-surface px-6 py-3 sm:-mx-6"
      />
    </Form>
  );
}
