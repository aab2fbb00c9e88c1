#!/usr/bin/env bash
# The one test command (npm test): typecheck, lint, unit tests, production build, the Nu HTML check of every
# public page type, Storybook build, end-to-end tests with JavaScript on and off. Stops at the first failing
# step and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
rm -rf .reports test-results && mkdir -p .reports

step() { printf '\n=== %s\n' "$1"; }

step "typecheck"; npm run -s typecheck
step "lint"; npm run -s lint
step "unit tests"; npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/unit-results.json
step "production build"; npm run -s build
step "valid HTML (Nu checker on every public page type, both languages)"
node scripts/html-validate.mjs | tee .reports/html.txt
step "storybook build"; npm run -s build-storybook
step "storybook accessibility (axe on every story)"
node scripts/storybook-a11y.mjs storybook-static --concurrency=4 | tee .reports/a11y.txt
step "end-to-end tests (js, nojs)"
E2E_PORT="${E2E_PORT:-$(node scripts/free-port.mjs)}" npx playwright test
step "totals"; node scripts/test-totals.mjs
