import { message } from "~/lib/i18n/message";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { GroupFormScreen, type GroupFormScreenProps } from "~/components/console/group-form-screen";
import { StepFormScreen, type StepFormScreenProps } from "~/components/console/step-form-screen";
import { BASE, parameterSets } from "./fixtures";
import { onPhone, screenMeta } from "./screen-story";

/**
 * The console's two form screens. The step form (分步表单) creates a campaign in three steps, each posted to the
 * server, so it works without JavaScript; a refused step shows every problem beside its field. The group form
 * (分组表单) edits the video, audio and description parameter sets together and says when it has saved.
 */
const meta = { title: "Console/Screens/Forms", ...screenMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Step Form in one state. */
const stepForm = (state: StepFormScreenProps["state"]): Story => ({
  render: () => <StepFormScreen path={`${BASE}/form/step`} state={state} />,
});

export const StepBasicInfo = stepForm({ step: "basic", values: {}, errors: {} });
export const StepBasicInfoWithErrors = stepForm({
  step: "basic",
  values: { activityName: "bad name!", promoteLink: "ftp://x" },
  errors: {
    activityName: [message("validation.activityName")],
    channelType: [message("validation.required")],
    promotionStart: [message("validation.date")],
    promotionEnd: [message("validation.date")],
    promoteLink: [message("validation.promoteLink")],
  },
});
export const StepChannelInfo = stepForm({
  step: "channel",
  values: {
    activityName: "冬季活动",
    channelType: "webDomain",
    promotionStart: "2026-01-01",
    promotionEnd: "2026-01-31",
    promoteLink: "https://example.com",
  },
  errors: {},
});
export const StepFinished = stepForm({ step: "finish", name: "冬季活动" });

const set = parameterSets[1]!;

/** The Group Form with these values (and errors, or the saved notice). */
const groupForm = (props: Omit<GroupFormScreenProps, "path" | "errors"> & Partial<GroupFormScreenProps>): Story => ({
  render: () => <GroupFormScreen path={`${BASE}/form/group`} errors={{}} {...props} />,
});

export const GroupForm = groupForm({ values: { video: set.video, audio: set.audio, description: set.description } });
export const GroupFormWithErrors = groupForm({
  values: { video: { ...set.video, acquisitionFrameRate: 31, encodingMinRate: 100 }, audio: set.audio },
  errors: {
    "video.acquisitionFrameRate": [message("validation.frameRate")],
    "video.encodingMinRate": [message("validation.rate")],
  },
});
export const GroupFormSaved = groupForm({ values: { video: set.video, audio: set.audio }, saved: true });
export const StepFormOnPhone: Story = {
  ...stepForm({ step: "basic", values: {}, errors: {} }),
  name: "Step form on a phone (375 px)",
  ...onPhone,
};
