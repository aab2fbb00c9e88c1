/**
 * The one toast system (docs/product.md §8: a message shows for 5 seconds), built on sonner: a labelled live region,
 * pause on hover, swipe or the close button to dismiss, Alt+T to reach the toasts. Styled with the design
 * tokens, so the dark theme and the console's theme colour apply.
 *
 * - `<Toaster>` wraps a page once and hosts the toasts. sonner is fetched on the first toast, so screens that
 *   show none do not load it.
 * - `useToast()` raises a toast from an event (a copied text, a changed setting).
 * - `<PageToast>` shows a toast the server sent with the page (a flash after a redirect, a refused save). It
 *   is in the HTML, so it shows without JavaScript and a CSS animation hides it after 5 s; once the page runs,
 *   sonner takes it over and dismisses it.
 * - A toast may carry one action (an "Undo"): a button that runs `onClick`, or posts `form` — as a real form in
 *   the server-rendered toast, so it works without JavaScript.
 */
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Info from "lucide-react/icons/info";
import X from "lucide-react/icons/x";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";
import { cn } from "~/lib/utils/cn";
import { useHydrated } from "~/lib/utils/use-hydrated";
import { useUiText } from "./use-ui-text";

export type ToastTone = "success" | "error" | "warning" | "info";

/** A toast's one action button. */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /** What the button does once the page runs; without it the button posts `form`. */
  onClick?: () => void;
  /** The post the button sends: as a form in the page's HTML, and when there is no `onClick`. */
  form?: { action: string; fields: Record<string, string> };
}

/** Posts `form` as a plain form submission (a full page load). */
function postForm({ action, fields }: NonNullable<ToastAction["form"]>): void {
  const element = document.createElement("form");
  element.method = "post";
  element.action = action;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
  /** The same id shows one toast, however often it is raised. */
  id?: string;
  /** Milliseconds before it hides; TOAST_DURATION unless told. */
  duration?: number;
  /** A button in the toast (e.g. "Undo"). */
  action?: ToastAction;
}

/** docs/product.md §8: messages stay 5 seconds. */
export const TOAST_DURATION = 5000;

const loadSonner = () => import("sonner");
const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

const ICONS = {
  success: <CircleCheck className="size-4 text-success" aria-hidden="true" />,
  error: <CircleX className="size-4 text-danger" aria-hidden="true" />,
  warning: <CircleAlert className="size-4 text-warning" aria-hidden="true" />,
  info: <Info className="size-4 text-primary" aria-hidden="true" />,
} satisfies Record<ToastTone, ReactNode>;

// One look for sonner's toasts and the server-rendered one: raised surface, line border, tone-coloured icon.
const TOAST_CLASS =
  "flex w-full items-start gap-2.5 rounded-md border border-line bg-surface-raised py-2.5 pl-4 pr-9 font-sans text-sm text-fg shadow-pop";
const CLASS_NAMES = {
  toast: TOAST_CLASS,
  icon: "mt-0.5 flex shrink-0",
  content: "min-w-0 flex-1",
  title: "font-medium",
  description: "mt-0.5 text-fg-muted",
  actionButton:
    "ml-1 shrink-0 self-center rounded px-2 py-0.5 font-medium text-primary hover:bg-primary-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-primary",
  closeButton:
    "absolute right-2 top-2.5 inline-flex size-5 items-center justify-center rounded text-fg-subtle hover:bg-surface-muted hover:text-fg",
};

type Show = (toast: ToastContent) => void;
const ToastContext = createContext<Show>(() => {});

/** Raises toasts in the page's `<Toaster>`. */
export function useToast(): Show {
  return useContext(ToastContext);
}

export interface ToasterProps {
  /** Name of the toasts' region (sonner adds the Alt+T shortcut to it). Default: the catalogue's `ui.toast.region` (通知 / Notifications). */
  label?: string;
  /** Accessible name of each toast's close button. Default: the catalogue's `ui.toast.close` (关闭通知 / Close notification). */
  closeLabel?: string;
  /** The page or app the toasts are raised from. */
  children: ReactNode;
}

/** Hosts the page's toasts; mount once around the page. */
export function Toaster({ label, closeLabel, children }: ToasterProps) {
  const { t } = useUiText();
  const [used, setUsed] = useState(false);
  const show = useCallback<Show>((content) => {
    setUsed(true);
    void loadSonner().then(({ toast }) =>
      toast[content.tone](content.title, {
        id: content.id,
        description: content.description,
        duration: content.duration,
        action: content.action ? sonnerAction(content.action) : undefined,
      }),
    );
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <SonnerToaster
            position="top-center"
            offset={{ top: 72 }}
            mobileOffset={{ top: 72 }}
            duration={TOAST_DURATION}
            visibleToasts={5}
            closeButton
            containerAriaLabel={label ?? t("toast.region")}
            icons={{ ...ICONS, close: <X className="size-3.5" aria-hidden="true" /> }}
            toastOptions={{
              unstyled: true,
              classNames: CLASS_NAMES,
              closeButtonAriaLabel: closeLabel ?? t("toast.close"),
            }}
          />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

function sonnerAction(action: ToastAction) {
  return {
    label: action.label,
    onClick: () => {
      if (action.onClick) action.onClick();
      else if (action.form) postForm(action.form);
    },
  };
}

/** Hides every toast shown (a story or screen being left). */
export function dismissToasts(): void {
  void loadSonner().then(({ toast }) => toast.dismiss());
}

/**
 * A toast the server sent with the page: rendered into the HTML, then handed to sonner once the page runs.
 * Pass the same object while the toast is the same (memoize it): a new object is raised again.
 */
export interface PageToastProps {
  /** The toast the server sent with the page, or null when there is none. */
  toast: ToastContent | null;
  /** Name of the region it shows in before hydration. Default: the catalogue's `ui.toast.region` (通知 / Notifications). */
  label?: string;
}

export function PageToast({ toast, label }: PageToastProps) {
  const { t } = useUiText();
  const show = useToast();
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
  if (!toast || hydrated) return null;
  return (
    <section
      aria-label={label ?? t("toast.region")}
      className="pointer-events-none fixed inset-x-0 top-[72px] z-[100] flex justify-center px-4"
    >
      <div
        role={toast.tone === "error" ? "alert" : "status"}
        data-toast={toast.tone}
        className={cn(TOAST_CLASS, "notice-fade pointer-events-auto max-w-[356px] pr-4")}
      >
        <span className={CLASS_NAMES.icon}>{ICONS[toast.tone]}</span>
        <div className={CLASS_NAMES.content}>
          <p className={CLASS_NAMES.title}>{toast.title}</p>
          {toast.description ? <p className={CLASS_NAMES.description}>{toast.description}</p> : null}
        </div>
        {toast.action?.form ? (
          <form method="post" action={toast.action.form.action} className="flex self-center">
            {Object.entries(toast.action.form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className={CLASS_NAMES.actionButton}>
              {toast.action.label}
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
