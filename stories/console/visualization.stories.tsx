import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnalysisScreen, MultiDimensionScreen } from "~/components/console/analysis-screens";
import { analysisData, multiDimensionData } from "~/lib/console/charts";
import { screenMeta } from "./screen-story";

const meta = { title: "Console/Screens/Data Visualization", ...screenMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Analysis: Story = { render: () => <AnalysisScreen data={analysisData()} /> };
export const MultiDimensionAnalysis: Story = { render: () => <MultiDimensionScreen data={multiDimensionData()} /> };
