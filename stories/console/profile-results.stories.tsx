import type { Meta, StoryObj } from "@storybook/react-vite";
import { BasicProfileScreen } from "~/components/console/profile-screen";
import { ExceptionScreen } from "~/components/console/exception-screen";
import { ErrorScreen, SuccessScreen } from "~/components/console/result-screens";
import { BASE, parameterSets } from "./fixtures";
import { onPhone, screenMeta } from "./screen-story";

/**
 * The basic profile (the current parameter set against the original, and the change log), the success and error
 * result pages, and the 403, 404 and 500 exception pages the console shows inside its shell.
 */
const meta = { title: "Console/Screens/Profile, Results and Exceptions", ...screenMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const BasicProfile: Story = {
  render: () => (
    <BasicProfileScreen
      current={parameterSets[1]!}
      original={parameterSets[0]!}
      log={[...parameterSets].reverse()}
      path={`${BASE}/profile/basic`}
      backHref={`${BASE}/dashboard/workplace`}
    />
  ),
};
export const BasicProfileEmpty: Story = {
  render: () => (
    <BasicProfileScreen current={null} original={null} log={[]} path={`${BASE}/profile/basic`} backHref={BASE} />
  ),
};
export const Success: Story = { render: () => <SuccessScreen /> };
export const Error: Story = { render: () => <ErrorScreen /> };
export const Exception403: Story = { render: () => <ExceptionScreen status={403} /> };
/** A refusal by the capability table says what the role may not do after the general message. */
export const Exception403Refused: Story = {
  name: "Exception 403 with what was refused",
  render: () => <ExceptionScreen status={403} detail="只有管理员可以管理用户。" />,
};
export const Exception404: Story = {
  render: () => <ExceptionScreen status={404} retryHref={`${BASE}/exception/404`} />,
};
export const Exception500: Story = { render: () => <ExceptionScreen status={500} /> };
export const BasicProfileOnPhone: Story = { ...BasicProfile, name: "Basic profile on a phone (375 px)", ...onPhone };
