export interface ErrorPageProps {
  status: 404 | 500;
  title: string;
  message: string;
  backLabel: string;
}

/** The designed page for an unknown path (404) or a server fault (500); it never shows error details. */
export function ErrorPage({ status, title, message, backLabel }: ErrorPageProps) {
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-site flex-col items-center justify-center gap-4 px-6 py-16 text-center">
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
    </main>
  );
}
