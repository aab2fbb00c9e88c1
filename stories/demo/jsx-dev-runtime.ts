/** The development build's entry of the story files' JSX runtime (see jsx-runtime.ts). */
import type { ElementType } from "react";
import * as dev from "react/jsx-dev-runtime";
import { jsx, jsxs } from "./jsx-runtime";

export const Fragment = dev.Fragment;

export function jsxDEV(type: ElementType, props: Record<string, unknown>, key: string | undefined, isStatic: boolean) {
  return isStatic ? jsxs(type, props, key) : jsx(type, props, key);
}
