#!/usr/bin/env node
/**
 * Are the UI components' props documented? Reads app/components/ui/*.tsx with react-docgen (the reader Storybook
 * uses for its props tables), prints per component the props without a description and the optional props that
 * state no default, then the totals; exits non-zero if anything is missing.
 *
 *   node scripts/component-props.mjs [--quiet]
 *
 * What counts as a description and a stated default is in scripts/component-props-core.mjs. Props inherited from
 * HTML attribute types are not counted (react-docgen lists only what the file declares).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { componentsOf, percent, totalsOf } from "./component-props-core.mjs";

const dir = "app/components/ui";
const quiet = process.argv.includes("--quiet");
const all = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".tsx"))
  .sort()) {
  const path = join(dir, file);
  for (const c of componentsOf(readFileSync(path, "utf8"), path)) {
    all.push(c);
    if (quiet || (c.undescribed.length === 0 && c.noDefault.length === 0)) continue;
    console.log(`${file} ${c.name}`);
    if (c.undescribed.length) console.log(`  no description: ${c.undescribed.join(", ")}`);
    if (c.noDefault.length) console.log(`  optional, no default stated: ${c.noDefault.join(", ")}`);
  }
}
const t = totalsOf(all);
console.log(
  `component props: ${all.length} components, described ${t.described}/${t.props} (${percent(t.described, t.props)} %), ` +
    `optional props with a stated default ${t.defaulted}/${t.optional} (${percent(t.defaulted, t.optional)} %)`,
);
process.exit(t.described === t.props && t.defaulted === t.optional ? 0 : 1);
