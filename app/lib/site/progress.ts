/** The progress bar's numbers (docs/product.md §9): minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms. */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
  easing: "ease",
} as const;
