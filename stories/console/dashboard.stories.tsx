import type { Meta, StoryObj } from "@storybook/react-vite";
import { MonitorScreen } from "~/components/console/monitor-screen";
import { seedChatMessages } from "~/lib/console/seed";
import { WorkplaceScreen } from "~/components/console/workplace-screen";
import { monitorData, workplaceData, type PopularType } from "~/lib/console/charts";
import { BASE, profile } from "./fixtures";
import { screenMeta } from "./screen-story";

const meta = { title: "Console/Screens/Dashboard", ...screenMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Workplace with one popular-content tab chosen. */
const workplace = (popularType: PopularType): Story => ({
  render: () => (
    <WorkplaceScreen
      data={workplaceData()}
      userName={profile.name}
      popularType={popularType}
      path={`${BASE}/dashboard/workplace`}
    />
  ),
});

export const Workplace = workplace("text");
export const WorkplaceVideoTab = workplace("video");
export const RealTimeMonitor: Story = {
  render: () => (
    <MonitorScreen
      data={monitorData()}
      chat={seedChatMessages()}
      chatQuery={{ show: "all", q: "" }}
      path="/eKwU1RHjdG/dashboard/monitor"
    />
  ),
};
