/**
 * The JSX runtime of the story files (wired in .storybook/main.ts): React's own, except that an element with
 * Han text among its props (children included) renders through `DemoText`, which shows the English of those
 * texts when the story's locale is en-US (demo-text.ts). Elements without Chinese are React's, untouched.
 */
import { createContext, createElement, forwardRef, useContext, type ElementType, type Ref } from "react";
import * as runtime from "react/jsx-runtime";
import { MessagesContext } from "~/lib/i18n/messages-context";
import { hasHan, translateData } from "./demo-text";

export const Fragment = runtime.Fragment;

type Props = Record<string, unknown>;

/** Merges what a parent adds to this element (Radix's `asChild` Slot: handlers, class, style, ref). */
function merge(own: Props, extra: Props): Props {
  const merged: Props = { ...own, ...extra };
  for (const [key, value] of Object.entries(extra)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof mine === "function") {
      merged[key] = (...args: unknown[]) => {
        (mine as (...a: unknown[]) => unknown)(...args);
        (value as (...a: unknown[]) => unknown)(...args);
      };
    } else if (key === "className" && typeof mine === "string") {
      merged[key] = [mine, value].filter(Boolean).join(" ");
    } else if (key === "style" && mine && typeof mine === "object") {
      merged[key] = { ...(mine as object), ...(value as object) };
    }
  }
  return merged;
}

/** True inside an element marked `lang="zh-…"`: its texts are Chinese content, shown as they are. */
const KeepChinese = createContext(false);

const isChinese = (props: Props) => typeof props.lang === "string" && props.lang.startsWith("zh");

const DemoText = forwardRef<unknown, Props>(function DemoText(all, ref: Ref<unknown>) {
  const { __type, __props, ...extra } = all as { __type: ElementType; __props: Props } & Props;
  const { locale } = useContext(MessagesContext);
  const insideChinese = useContext(KeepChinese);
  const chinese = insideChinese || isChinese(__props);
  const props = merge(locale !== "en-US" || chinese ? __props : translateData(__props), extra);
  const element = createElement(__type, ref ? { ...props, ref } : props);
  return chinese && !insideChinese ? createElement(KeepChinese.Provider, { value: true }, element) : element;
});

function wrap(type: ElementType, props: Props): [ElementType, Props] {
  return hasHan(props) || isChinese(props) ? [DemoText, { __type: type, __props: props }] : [type, props];
}

export function jsx(type: ElementType, props: Props, key?: string) {
  const [t, p] = wrap(type, props);
  return runtime.jsx(t, p, key);
}

export function jsxs(type: ElementType, props: Props, key?: string) {
  const [t, p] = wrap(type, props);
  return runtime.jsxs(t, p, key);
}
