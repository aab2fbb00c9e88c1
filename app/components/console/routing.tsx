/**
 * How console components render links and forms. Routes provide Remix's Link and Form (client navigation,
 * pending states); without a provider (Storybook, tests) plain `<a>` and `<form>` are used, which work the same
 * with JavaScript off.
 */
import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
} from "react";

export type ConsoleLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type ConsoleFormProps = FormHTMLAttributes<HTMLFormElement> & { method?: "get" | "post" };

export interface ConsoleRouting {
  Link: ComponentType<ConsoleLinkProps>;
  Form: ComponentType<ConsoleFormProps>;
  /** The admin area's base path, e.g. "/eKwU1RHjdG". */
  base: string;
}

const PlainLink = forwardRef<HTMLAnchorElement, ConsoleLinkProps>(function PlainLink({ children, ...props }, ref) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});

const PlainForm = forwardRef<HTMLFormElement, ConsoleFormProps>(function PlainForm(props, ref) {
  return <form ref={ref} {...props} />;
});

const RoutingContext = createContext<ConsoleRouting>({ Link: PlainLink, Form: PlainForm, base: "/eKwU1RHjdG" });

export function ConsoleRoutingProvider({ value, children }: { value: ConsoleRouting; children: ReactNode }) {
  return <RoutingContext.Provider value={value}>{children}</RoutingContext.Provider>;
}

/** The Link and Form components and the admin base path. */
export function useConsoleRouting(): ConsoleRouting {
  return useContext(RoutingContext);
}
