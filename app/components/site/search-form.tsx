import { useId } from "react";
import { useTranslation } from "~/lib/i18n/use-translation";
import { SEARCH_MAX_LENGTH, SEARCH_PATH } from "~/lib/search/query";
import { SearchIcon } from "./icons";

const VARIANTS = {
  // On the navy header band (wide screens).
  header: {
    form: "items-center",
    input:
      "h-9 w-40 rounded-l border border-white/30 bg-white/10 px-3 text-sm text-white placeholder:text-white/70 focus-visible:outline-white xl:w-52",
    button:
      "inline-flex h-9 w-10 items-center justify-center rounded-r bg-primary text-white hover:bg-primary-500 focus-visible:outline-white",
  },
  // In the phone menu and on the results page: on the page's surface.
  surface: {
    form: "w-full items-stretch",
    input:
      "h-11 min-w-0 flex-1 rounded-l border border-line-strong bg-surface px-3 text-base text-fg placeholder:text-fg-subtle",
    button:
      "inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-r bg-primary px-4 font-medium text-white hover:bg-primary-500",
  },
} as const;

/**
 * The site search box: a plain GET form to /search, so it works without JavaScript and adds no script of its
 * own. `label` names the search landmark (the header's and the results page's differ, so each is told apart).
 */
export function SearchForm({
  variant,
  label,
  defaultValue,
  className = "",
}: {
  variant: keyof typeof VARIANTS;
  label: string;
  defaultValue?: string;
  className?: string;
}) {
  const { t } = useTranslation("site");
  const id = useId();
  const style = VARIANTS[variant];
  return (
    <form
      role="search"
      aria-label={label}
      action={SEARCH_PATH}
      method="get"
      className={`flex ${style.form} ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t("search.field")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t("search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        className={style.input}
      />
      <button type="submit" className={style.button}>
        <SearchIcon aria-hidden="true" className="size-4" />
        <span className={variant === "header" ? "sr-only" : ""}>{t("search.submit")}</span>
      </button>
    </form>
  );
}
