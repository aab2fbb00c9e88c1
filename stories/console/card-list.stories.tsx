import type { Meta, StoryObj } from "@storybook/react-vite";
import { CardListScreen } from "~/components/console/card-list-screen";
import { screenMeta } from "./screen-story";
import { BASE, cards } from "./fixtures";

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
