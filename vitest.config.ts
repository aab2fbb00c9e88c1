import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // Vitest leaves a core free by default (one worker on two cores); nothing runs beside the unit tests in the
    // test command, so every core takes test files.
    maxWorkers: availableParallelism(),
  },
});
