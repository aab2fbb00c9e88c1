import type { Meta, StoryObj } from "@storybook/react-vite";
import { AnalysisScreen, MultiDimensionScreen } from "~/components/console/analysis-screens";
import { analysisData, multiDimensionData } from "~/lib/console/charts";
import { onPhone, screenMeta } from "./screen-story";

/**
 * Data analysis and multi-dimension analysis: figures, trend and share charts, and rankings. Each chart is an SVG
 * drawn on the server with its data table (for screen readers and without script), replaced by the interactive
 * chart once loaded.
 */
const meta = { title: "Console/Screens/Data Visualization", ...screenMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Analysis: Story = { render: () => <AnalysisScreen data={analysisData()} /> };
export const MultiDimensionAnalysis: Story = { render: () => <MultiDimensionScreen data={multiDimensionData()} /> };
export const AnalysisOnPhone: Story = { ...Analysis, name: "Analysis on a phone (375 px)", ...onPhone };
