/**
 * The few pieces every Foundations page is built from: a titled section, a plain data table and its cells, and
 * the story render that hands a page what the meta's loaders loaded.
 */
import type { ComponentType, CSSProperties, ReactNode } from "react";

export function FoundationSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mb-10 max-w-5xl" aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold text-fg">{title}</h2>
      {intro ? <div className="mb-4 max-w-3xl text-sm leading-6 text-fg-muted">{intro}</div> : null}
      {children}
    </section>
  );
}

export function FoundationTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
}) {
  return (
    // A wide table scrolls sideways on a phone: the region takes focus so the keyboard can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto rounded border border-line" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-fg">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="border-b border-line px-3 py-2 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="text-fg">
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-line last:border-b-0">
              {row.map((cell, c) => (
                <td key={c} className="px-3 py-2 align-middle">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table cell's name as written in code: a token, a class, a file. */
export function Code({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <code className={muted ? "font-mono text-xs text-fg-muted" : "font-mono text-xs"}>{children}</code>;
}

/** A table cell's value as the source gives it; `tabular` lines up its digits. */
export function Value({ children, tabular = false }: { children: ReactNode; tabular?: boolean }) {
  return <span className={tabular ? "font-mono text-xs tabular-nums" : "font-mono text-xs"}>{children}</span>;
}

/** How many times the app's components use a token (the "Used" column). */
export function Used({ count }: { count: number | undefined }) {
  return <span className="tabular-nums">{count ?? 0}</span>;
}

/** A drawing of a token's value, hidden from screen readers: the row's text says the value. */
export function Sample({ className, style }: { className: string; style: CSSProperties }) {
  return <span aria-hidden="true" className={className} style={style} />;
}

/** A colour sample: a filled box with the value under it (decorative; the value is the text). */
export function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-6 w-10 rounded border border-line-strong"
        style={{ background: color }}
      />
      <code className="font-mono text-xs">{label}</code>
    </span>
  );
}

/** A story's render that shows `Page` with what the meta's loaders loaded. */
export function renderLoaded<Loaded extends object>(Page: ComponentType<Loaded>) {
  return function LoadedPage(_args: unknown, { loaded }: { loaded: Record<string, unknown> }) {
    return <Page {...(loaded as Loaded)} />;
  };
}
