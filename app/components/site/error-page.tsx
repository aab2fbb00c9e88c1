import type { ErrorStatus } from "~/lib/http/error-status";

export interface ErrorPageProps {
  status: ErrorStatus;
  title: string;
  message: string;
  backLabel: string;
  /** Where a visitor may go on from a missing page (the site's sections) and the heading above them. */
  sections?: { label: string; href: string }[];
  sectionsLabel?: string;
}

/**
 * The designed page for a failed request: the status, its title and message, a way home; never any error
 * detail. A section, not a landmark: inside the site's frame it sits in the frame's `<main>`, alone the caller
 * wraps it in one.
 */
export function ErrorPage({ status, title, message, backLabel, sections = [], sectionsLabel }: ErrorPageProps) {
  return (
    <div
      className="mx-auto flex min-h-[70vh] max-w-site flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      data-error-status={status}
    >
      <p className="text-7xl font-bold tracking-tight text-primary" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-fg-muted">{message}</p>
      {/* A plain styled link: the error page ships with the root chunk, so it avoids the admin's button helpers. */}
      <a
        href="/"
        className="inline-flex h-10 items-center justify-center rounded bg-primary px-5 font-medium text-primary-foreground hover:bg-primary-500"
      >
        {backLabel}
      </a>
      {sections.length > 0 ? (
        <nav aria-labelledby="error-sections" className="mt-6 max-w-2xl">
          <h2 id="error-sections" className="text-base font-medium text-fg-muted">
            {sectionsLabel}
          </h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2" data-testid="error-sections">
            {sections.map((s) => (
              <li key={s.href}>
                <a href={s.href} className="text-primary-700 hover:underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
