import type { Meta, StoryObj } from "@storybook/react-vite";
import { MonitorScreen } from "~/components/console/monitor-screen";
import { seedChatMessages } from "~/lib/console/seed";
import { WorkplaceScreen } from "~/components/console/workplace-screen";
import { monitorData, workplaceData, type PopularType } from "~/lib/console/charts";
import { BASE, profile } from "./fixtures";
import { onPhone, screenMeta } from "./screen-story";

/**
 * The dashboard: the Workplace (the signed-in user's overview — content figures, popular content, the category
 * chart, announcements and shortcuts) and the real-time monitor of the live studio (programmes, stored chat,
 * studio settings). Charts are drawn on the server as SVG with a data table and become interactive with script.
 */
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
export const WorkplaceOnPhone: Story = { ...workplace("text"), name: "Workplace on a phone (375 px)", ...onPhone };
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
