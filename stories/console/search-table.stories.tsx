import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { SearchTableScreen } from "~/components/console/search-table-screen";
import { ConsoleRoleProvider } from "~/components/console/role-gate";
import type { ConsoleRole } from "~/lib/console/roles";
import { inBox } from "../story-helpers";
import { onPhone, screenMeta } from "./screen-story";
import { BASE, policyFixture } from "./fixtures";

/**
 * The search table (查询表格): the content policies with a filter form (a GET form, so filters are in the address
 * and work without JavaScript), pagination, density and column settings, and CSV export. Admins see the create
 * and import actions; the `user` role does not.
 */
/** Shows the screen as `role` sees it. */
const asRole =
  (role: ConsoleRole): Decorator =>
  (Story) => (
    <ConsoleRoleProvider value={role}>
      <Story />
    </ConsoleRoleProvider>
  );

const meta = {
  title: "Console/Screens/Search Table",
  component: SearchTableScreen,
  ...screenMeta,
  args: { ...policyFixture(), path: `${BASE}/list/search-table` },
  decorators: [inBox("bg-surface-muted p-4"), asRole("admin")],
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
export const AsUserRole: Story = { decorators: [asRole("user")] };
