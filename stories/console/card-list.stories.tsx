import type { Meta, StoryObj } from "@storybook/react-vite";
import { CardListScreen } from "~/components/console/card-list-screen";
import { onPhone, screenMeta } from "./screen-story";
import { BASE, cards } from "./fixtures";

/**
 * The card list (卡片列表): the console's tiles of quality-inspection tasks, services and preset rules, each with
 * its state and actions, and a "create" tile that opens a form. Tabs are links (`?tab=`), so the screen works
 * without JavaScript. On a phone the grid becomes one column.
 */
const meta = {
  title: "Console/Screens/Card List",
  component: CardListScreen,
  ...screenMeta,
  args: { cards, tab: "all", path: `${BASE}/list/card` },
} satisfies Meta<typeof CardListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const QualityInspection: Story = { args: { tab: "quality" } };
export const Services: Story = { args: { tab: "service" } };
export const RulesPreset: Story = { args: { tab: "rules" } };
export const OnPhone: Story = { name: "On a phone (375 px)", ...onPhone };
