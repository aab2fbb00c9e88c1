import { message } from "~/lib/i18n/message";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { UserInfoScreen, UserSettingScreen } from "~/components/console/user-screens";
import { BASE, certifications, profile } from "./fixtures";
import { onPhone, screenMeta } from "./screen-story";

/**
 * The user center: the user's own page (profile, projects, latest news) and the settings in four tabs — basic
 * information, security (with the change-password form), certification and the avatar upload. Every tab is a
 * link and every form a server post, so it works without JavaScript.
 */
const meta = { title: "Console/Screens/User Center", ...screenMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const common = { profile, certifications, path: `${BASE}/user/setting`, uploadAction: `${BASE}/user/setting` };

export const UserInfo: Story = { render: () => <UserInfoScreen profile={profile} /> };
export const UserSettingBasic: Story = { render: () => <UserSettingScreen {...common} tab="basic" /> };
export const UserSettingBasicErrors: Story = {
  render: () => (
    <UserSettingScreen
      {...common}
      tab="basic"
      values={{ email: "not-an-email", nickname: "" }}
      errors={{ email: [message("validation.email")], nickname: [message("validation.required")] }}
    />
  ),
};
export const UserSettingAvatarRefused: Story = {
  render: () => <UserSettingScreen {...common} tab="basic" errors={{ avatar: [message("upload.badType.image")] }} />,
};
export const UserSettingAvatarSaved: Story = {
  render: () => <UserSettingScreen {...common} tab="basic" avatarSaved />,
};
export const UserSettingSaved: Story = { render: () => <UserSettingScreen {...common} tab="basic" saved /> };
export const UserSettingSecurity: Story = { render: () => <UserSettingScreen {...common} tab="security" /> };
export const UserSettingCertification: Story = { render: () => <UserSettingScreen {...common} tab="certification" /> };
export const UserSettingOnPhone: Story = {
  render: () => <UserSettingScreen {...common} tab="basic" />,
  name: "User settings on a phone (375 px)",
  ...onPhone,
};
