import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchTableScreen } from "~/components/console/search-table-screen";
import { ConsoleRoleProvider } from "~/components/console/role-gate";
import { onPhone, screenMeta } from "./screen-story";
import { BASE, policyFixture } from "./fixtures";

/**
 * The search table (查询表格): the content policies with a filter form (a GET form, so filters are in the address
 * and work without JavaScript), pagination, density and column settings, and CSV export. Admins see the create
 * and import actions; the `user` role does not.
 */
const meta = {
  title: "Console/Screens/Search Table",
  component: SearchTableScreen,
  ...screenMeta,
  args: { ...policyFixture(), path: `${BASE}/list/search-table` },
  decorators: [
    (Story) => (
      <ConsoleRoleProvider value="admin">
        <div className="bg-surface-muted p-4">
          <Story />
        </div>
      </ConsoleRoleProvider>
    ),
  ],
} satisfies Meta<typeof SearchTableScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const OnPhone: Story = { name: "On a phone (375 px)", ...onPhone };
export const Filtered: Story = { args: { ...policyFixture("status=online&contentType=img") } };
export const LastPage: Story = { args: { ...policyFixture("current=6") } };
export const MiniDensityFewColumns: Story = {
  name: "Compact rows, three columns chosen",
  args: { ...policyFixture("density=mini&cols=number,name,status") },
};
export const NoResults: Story = { args: { ...policyFixture("name=nothing-matches") } };
export const AsUserRole: Story = {
  decorators: [
    (Story) => (
      <ConsoleRoleProvider value="user">
        <Story />
      </ConsoleRoleProvider>
    ),
  ],
};
