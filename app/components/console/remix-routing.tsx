/** Remix's Link and Form behind the console's routing context (client navigation, pending states). */
import { Form, Link } from "@remix-run/react";
import { forwardRef, type ReactNode } from "react";
import { ConsoleRoutingProvider, type ConsoleFormProps, type ConsoleLinkProps } from "./routing";

const RemixLink = forwardRef<HTMLAnchorElement, ConsoleLinkProps>(function RemixLink(
  { href, children, ...props },
  ref,
) {
  return (
    <Link ref={ref} to={href} prefetch="intent" {...props}>
      {children}
    </Link>
  );
});

type EncType = "multipart/form-data" | "application/x-www-form-urlencoded" | "text/plain";

const RemixForm = forwardRef<HTMLFormElement, ConsoleFormProps>(function RemixForm({ method, encType, ...props }, ref) {
  return <Form ref={ref} method={method ?? "get"} encType={encType as EncType | undefined} {...props} />;
});

export function RemixConsoleRouting({ base, children }: { base: string; children: ReactNode }) {
  return <ConsoleRoutingProvider value={{ Link: RemixLink, Form: RemixForm, base }}>{children}</ConsoleRoutingProvider>;
}
