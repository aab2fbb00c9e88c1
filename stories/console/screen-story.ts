/** What the console screen stories share. */
import type { Meta } from "@storybook/react-vite";

/** Spread into a screen story file's meta: a screen fills the canvas, as it fills the console's content area. */
export const screenMeta = { parameters: { layout: "fullscreen" } } satisfies Meta;
