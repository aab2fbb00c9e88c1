import type { Meta, StoryObj } from "@storybook/react-vite";
import { MonitorScreen } from "~/components/console/monitor-screen";
import { WorkplaceScreen } from "~/components/console/workplace-screen";
import { monitorData, workplaceData } from "~/lib/console/charts";
import { BASE, profile } from "./fixtures";

const meta = {
  title: "Console/Screens/Dashboard",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Workplace: Story = {
  render: () => (
    <WorkplaceScreen
      data={workplaceData()}
      userName={profile.name}
      popularType="text"
      path={`${BASE}/dashboard/workplace`}
    />
  ),
};
export const WorkplaceVideoTab: Story = {
  render: () => (
    <WorkplaceScreen
      data={workplaceData()}
      userName={profile.name}
      popularType="video"
      path={`${BASE}/dashboard/workplace`}
    />
  ),
};
export const RealTimeMonitor: Story = { render: () => <MonitorScreen data={monitorData()} /> };
