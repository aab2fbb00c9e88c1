import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnalysisScreen, MultiDimensionScreen } from "~/components/console/analysis-screens";
import { analysisData, multiDimensionData } from "~/lib/console/charts";

const meta = {
  title: "Console/Screens/Data Visualization",
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Analysis: Story = { render: () => <AnalysisScreen data={analysisData()} /> };
export const MultiDimensionAnalysis: Story = { render: () => <MultiDimensionScreen data={multiDimensionData()} /> };
