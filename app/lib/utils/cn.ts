import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * The class joiner: joins class names and lets later Tailwind classes override earlier ones. The public site's
 * components need no joiner (they choose between fixed class lists and style states through aria-* variants),
 * which keeps tailwind-merge off the public pages.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
