/** What the console screen stories share. */
import type { Meta } from "@storybook/react-vite";
import { INITIAL_VIEWPORTS } from "storybook/viewport";

/**
 * Spread into a screen story file's meta: a screen fills the canvas, as it fills the console's content area, and
 * the viewport toolbar offers the phone and tablet presets.
 */
export const screenMeta = {
  parameters: { layout: "fullscreen", viewport: { options: INITIAL_VIEWPORTS } },
} satisfies Meta;

/** Spread into a story to show it at a phone's width (iPhone X, 375 px) with the viewport preset. */
export const onPhone = { globals: { viewport: { value: "iphonex", isRotated: false } } } as const;
