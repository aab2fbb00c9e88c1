/**
 * Counting for scripts/component-props.mjs, shared with its unit test (tests/unit/build/component-props.test.ts).
 *
 * The rules:
 * - A prop is described when its JSDoc has text besides tags.
 * - A required prop needs no default.
 * - An optional prop has its default stated when any of these holds:
 *   1. it gets a default where the props are destructured (`size = "md"`): react-docgen reads it and Storybook's
 *      props table shows it;
 *   2. its description says "Default: <value>" (for defaults set elsewhere, e.g. a variant's `defaultVariants` or
 *      a parent component's state);
 *   3. its description says "No default" (left out, nothing is applied; the description says what happens);
 *   4. it has a `@default <value>` tag. Accepted, but Storybook's table drops the tag, so prefer 2.
 */
import { builtinResolvers, parse } from "react-docgen";

const DEFAULT_SENTENCE = /(^|\s)(Default:\s+\S|No\s+default\b)/;
const DEFAULT_TAG = /(^|\n)\s*@default\s+\S/;

/** The description of a prop without its JSDoc tags (what Storybook shows). */
export function proseOf(description = "") {
  return description.split(/\n\s*@/)[0].trim();
}

/** Whether an optional prop states its default by the rules above. */
export function statesDefault(prop) {
  if (prop.defaultValue && prop.defaultValue.value !== undefined) return true;
  const description = prop.description ?? "";
  return DEFAULT_TAG.test(description) || DEFAULT_SENTENCE.test(proseOf(description));
}

/**
 * The components a source file exports and, for each, its props that lack a description and its optional props
 * that state no default. A file with no component (e.g. helpers only) gives an empty list.
 */
export function componentsOf(source, filename) {
  let docs;
  try {
    docs = parse(source, { filename, resolver: new builtinResolvers.FindExportedDefinitionsResolver() });
  } catch (error) {
    if (error && error.code === "ERR_REACTDOCGEN_MISSING_DEFINITION") return [];
    throw error;
  }
  return docs.map((doc) => {
    const props = Object.entries(doc.props ?? {});
    return {
      name: doc.displayName ?? "(anonymous)",
      props: props.length,
      undescribed: props.filter(([, p]) => proseOf(p.description) === "").map(([name]) => name),
      optional: props.filter(([, p]) => !p.required).length,
      noDefault: props.filter(([, p]) => !p.required && !statesDefault(p)).map(([name]) => name),
    };
  });
}

/** Totals over the components of several files: props, described, optional, optional with a stated default. */
export function totalsOf(components) {
  const t = { props: 0, described: 0, optional: 0, defaulted: 0 };
  for (const c of components) {
    t.props += c.props;
    t.described += c.props - c.undescribed.length;
    t.optional += c.optional;
    t.defaulted += c.optional - c.noDefault.length;
  }
  return t;
}

export const percent = (part, whole) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);
