#!/usr/bin/env bash
# The one test command (npm test): typecheck, lint, unit tests, production build, the Nu HTML check of every
# public page type, Storybook build, end-to-end tests with JavaScript on and off. Stops at the first failing
# step and exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
rm -rf .reports test-results && mkdir -p .reports

started=$SECONDS
# Each step says when it starts (seconds since the start), so a slow step shows in the log.
step() { printf '\n=== %s (at %ss)\n' "$1" "$((SECONDS - started))"; }

# Runs commands side by side, each into its own log; prints the logs in order and fails if any failed.
side_by_side() {
  local pids=() logs=() failed=0 i=0
  for cmd in "$@"; do
    logs+=(".reports/side-$i.log")
    bash -c "$cmd" >".reports/side-$i.log" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then failed=1; fi
    cat "${logs[$i]}"
  done
  return "$failed"
}

# Typecheck and lint are single-threaded each: on two cores they take the time of the longer one.
step "typecheck and lint"; side_by_side "npm run -s typecheck && echo 'typecheck: ok'" "npm run -s lint && echo 'lint: ok'"
step "unit tests"; npx vitest run --reporter=default --reporter=json --outputFile.json=.reports/unit-results.json
step "production build"; npm run -s build
step "valid HTML (Nu checker on every public page type, both languages)"
node scripts/html-validate.mjs | tee .reports/html.txt
step "storybook build"; npm run -s build-storybook
step "component props documented"; node scripts/component-props.mjs
# One pass renders each story once and runs axe with the Theme toolbar on light, then on dark (the story
# re-rendered in place); .reports/a11y.txt ends with a line per theme.
step "storybook accessibility (axe on every story, Theme toolbar on light and on dark)"
node scripts/storybook-a11y.mjs storybook-static --concurrency=4 | tee .reports/a11y.txt
step "storybook toolbars (no Chinese in UI stories under en-US, Docs pages in the toolbar's theme, plays)"
node scripts/storybook-locale.mjs storybook-static --concurrency=4 --docs=all | tee .reports/locale.txt
# Two shards, each with its own server on its own port and its own copy of the content, side by side on the two
# cores. E2E_SHARD="i/n" gives each shard spec files worth about the same measured time (tests/fixtures/
# shard-plan.ts, weights in tests/e2e/durations.json); each shard runs one test at a time against its own server.
# E2E_SHARDS=1 runs a single one.
step "end-to-end tests (js, nojs)"
shards="${E2E_SHARDS:-2}"
shard_cmds=()
ports=()
for i in $(seq 1 "$shards"); do
  port="$(node scripts/free-port.mjs)"
  while [[ " ${ports[*]} " == *" $port "* ]]; do port="$(node scripts/free-port.mjs)"; done
  ports+=("$port")
  shard_cmds+=("set -o pipefail; E2E_PORT=$port E2E_REPORT=.reports/e2e-results-$i.json E2E_OUTPUT_DIR=test-results/shard-$i \
    E2E_SHARD=$i/$shards npx playwright test 2>&1 | grep --line-buffered -v '^\[WebServer\] [A-Z]* /' | sed -u 's/^/[shard $i] /'")
done
shard_pids=()
for i in "${!shard_cmds[@]}"; do
  # Live output, each line prefixed with its shard; the request log of the servers is left out.
  bash -c "${shard_cmds[$i]}" &
  shard_pids+=($!)
done
e2e_failed=0
for pid in "${shard_pids[@]}"; do wait "$pid" || e2e_failed=1; done
step "totals"
totals_failed=0
node scripts/test-totals.mjs || totals_failed=1
echo "test command: $((SECONDS - started)) s"
exit $((e2e_failed | totals_failed))
