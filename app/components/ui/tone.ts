/**
 * Status colours for text and tinted backgrounds. The success and warning tokens are bright enough for
 * icons but too light for small text on white, so text uses a darker mix of the same token in the light
 * theme (AA contrast) and the token itself in the dark theme.
 */
export const toneText = {
  success: "text-[color-mix(in_oklab,var(--success)_70%,black)] dark:text-success",
  warning: "text-[color-mix(in_oklab,var(--warning)_75%,black)] dark:text-warning",
  danger: "text-danger",
  primary: "text-primary",
} as const;

export const toneSoftBg = {
  success: "bg-success/10",
  warning: "bg-warning/10",
  danger: "bg-danger/10",
  primary: "bg-primary-100",
} as const;

export const toneBorder = {
  success: "border-success/40",
  warning: "border-warning/40",
  danger: "border-danger/40",
  primary: "border-primary-300",
} as const;

export type Tone = keyof typeof toneText;
