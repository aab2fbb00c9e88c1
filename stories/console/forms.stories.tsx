import { message } from "~/lib/i18n/message";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { GroupFormScreen } from "~/components/console/group-form-screen";
import { StepFormScreen } from "~/components/console/step-form-screen";
import { BASE, parameterSets } from "./fixtures";

const meta = {
  title: "Console/Screens/Forms",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const stepPath = `${BASE}/form/step`;

export const StepBasicInfo: Story = {
  render: () => <StepFormScreen path={stepPath} state={{ step: "basic", values: {}, errors: {} }} />,
};
export const StepBasicInfoWithErrors: Story = {
  render: () => (
    <StepFormScreen
      path={stepPath}
      state={{
        step: "basic",
        values: { activityName: "bad name!", promoteLink: "ftp://x" },
        errors: {
          activityName: [message("validation.activityName")],
          channelType: [message("validation.required")],
          promotionStart: [message("validation.date")],
          promotionEnd: [message("validation.date")],
          promoteLink: [message("validation.promoteLink")],
        },
      }}
    />
  ),
};
export const StepChannelInfo: Story = {
  render: () => (
    <StepFormScreen
      path={stepPath}
      state={{
        step: "channel",
        values: {
          activityName: "冬季活动",
          channelType: "webDomain",
          promotionStart: "2026-01-01",
          promotionEnd: "2026-01-31",
          promoteLink: "https://example.com",
        },
        errors: {},
      }}
    />
  ),
};
export const StepFinished: Story = {
  render: () => <StepFormScreen path={stepPath} state={{ step: "finish", name: "冬季活动" }} />,
};

const set = parameterSets[1]!;
export const GroupForm: Story = {
  render: () => (
    <GroupFormScreen
      path={`${BASE}/form/group`}
      values={{ video: set.video, audio: set.audio, description: set.description }}
      errors={{}}
    />
  ),
};
export const GroupFormWithErrors: Story = {
  render: () => (
    <GroupFormScreen
      path={`${BASE}/form/group`}
      values={{ video: { ...set.video, acquisitionFrameRate: 31, encodingMinRate: 100 }, audio: set.audio }}
      errors={{
        "video.acquisitionFrameRate": [message("validation.frameRate")],
        "video.encodingMinRate": [message("validation.rate")],
      }}
    />
  ),
};
export const GroupFormSaved: Story = {
  render: () => (
    <GroupFormScreen path={`${BASE}/form/group`} values={{ video: set.video, audio: set.audio }} errors={{}} saved />
  ),
};
