/**
 * The words of an error page: its status's title and message and the way home, from the page's `common`
 * messages (lib/http/error-status names the keys). When a page has no messages — the root's own loader
 * failed, or the error came from an action the root answered — both languages are shown at once; only the
 * `error` part of each locale's messages is bundled for that.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { errorMessageKeys, errorStatusOf, type ErrorStatus } from "~/lib/http/error-status";
import { unpack, type Packed } from "~/lib/http/packed";
import type { Messages } from "~/lib/i18n/messages-context";
import { error as zhErrors } from "~/locales/zh-CN/common.json";
import { error as enErrors } from "~/locales/en-US/common.json";
import { createT } from "~/lib/i18n/translate";

export interface ErrorText {
  title: string;
  message: string;
  backLabel: string;
  sectionsLabel: string;
}

export function errorText(status: ErrorStatus, common: Record<string, unknown> | undefined): ErrorText {
  if (!common) {
    return {
      title: `${zhErrors[status].title} / ${enErrors[status].title}`,
      message: `${zhErrors[status].message} ${enErrors[status].message}`,
      backLabel: `${zhErrors.backHome} / ${enErrors.backHome}`,
      sectionsLabel: `${zhErrors.sections} / ${enErrors.sections}`,
    };
  }
  const keys = errorMessageKeys(status);
  // No plurals on an error page, so the locale the messages belong to does not change the lookup.
  const t = createT("zh-CN", { common }, ["common"]);
  return {
    title: t(keys.title),
    message: t(keys.message),
    backLabel: t("error.backHome"),
    sectionsLabel: t("error.sections"),
  };
}

/** The `common` messages the root loader sent, from a route's matches (meta functions see no context). */
export function commonMessagesOf(matches: readonly { id: string; data: unknown }[]) {
  const root = matches.find((m) => m.id === "root")?.data as { messages?: Packed<Messages> } | undefined;
  return root?.messages ? unpack<Messages>(root.messages).common : undefined;
}

/** The head of an error page: its status's title, and no indexing. */
export function errorMeta(error: unknown, matches: readonly { id: string; data: unknown }[]): MetaDescriptor[] {
  return [
    { title: errorText(errorStatusOf(error), commonMessagesOf(matches)).title },
    { name: "robots", content: "noindex" },
  ];
}
