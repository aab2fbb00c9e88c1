import { Children, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { avatarText, initials } from "~/lib/utils/avatar-text";
import { cn } from "~/lib/utils/cn";
import { useUiText } from "./use-ui-text";

const sizes = {
  small: "size-6",
  medium: "size-8",
  large: "size-10",
  xlarge: "size-14",
} as const;
type Size = keyof typeof sizes;
/** Each size's diameter and its usual font size, in px (text-xs … text-lg). */
const metrics: Record<Size, { diameter: number; font: number }> = {
  small: { diameter: 24, font: 12 },
  medium: { diameter: 32, font: 14 },
  large: { diameter: 40, font: 16 },
  xlarge: { diameter: 56, font: 18 },
};
const moreText = { small: "text-xs", medium: "text-sm", large: "text-base", xlarge: "text-lg" } as const;

export { initials };

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person or organisation; used for the image alt text and the initials. */
  name: string;
  /** URL of the picture. No default: left out (or if it fails to load), the initials of `name` show. */
  src?: string;
  /** Diameter: `small` 24 px, `medium` 32 px, `large` 40 px, `xlarge` 56 px. */
  size?: Size;
  /** `circle` for people, `square` (small rounded corners) for organisations. */
  shape?: "circle" | "square";
}

/**
 * A picture of a person with initials behind it. The `<img>` is plain HTML (it shows without
 * JavaScript); if it fails to load, the initials are revealed.
 */
export function Avatar({ name, src, size = "medium", shape = "circle", className, ...props }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // An error that happened before hydration fired no React handler; check once after mount.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);
  const showImage = Boolean(src) && !failed;
  // Sized to fit inside the circle: two Chinese characters at the usual font ran over its edge.
  const { text, fontSize } = avatarText(name, metrics[size].diameter, metrics[size].font, shape);
  return (
    <span
      className={cn(
        "relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden bg-primary-100 font-medium text-primary-700",
        shape === "circle" ? "rounded-full" : "rounded",
        sizes[size],
        className,
      )}
      {...props}
    >
      <span
        aria-hidden={showImage || undefined}
        className="whitespace-nowrap leading-none"
        style={{ fontSize: `${fontSize}px` }}
        data-avatar-initials=""
      >
        {showImage ? (
          text
        ) : (
          <span role="img" aria-label={name}>
            {text}
          </span>
        )}
      </span>
      {showImage ? (
        <img
          ref={imgRef}
          src={src}
          alt={name}
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}

export interface AvatarGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Show at most this many avatars, then a "+N" bubble. */
  max?: number;
  /** Size of every avatar and of the "+N" bubble; give the children the same size. */
  size?: Size;
  /** Accessible text of the "+N" bubble, given the number hidden. Default: the catalogue's `ui.avatarMore` (还有 N 人 / N more). */
  moreLabel?: (hidden: number) => string;
  /** The avatars, in order; those after `max` are counted in the "+N" bubble. */
  children: ReactNode;
}

/** Overlapping avatars (team members, participants) with a "+N" for the rest. */
export function AvatarGroup({ max = 5, size = "medium", moreLabel, className, children, ...props }: AvatarGroupProps) {
  const { t } = useUiText();
  const all = Children.toArray(children);
  const shown = all.slice(0, max);
  const hidden = all.length - shown.length;
  return (
    <div className={cn("flex items-center -space-x-2", className)} {...props}>
      {shown.map((child, index) => (
        <span key={index} className="inline-flex rounded-full ring-2 ring-surface">
          {child}
        </span>
      ))}
      {hidden > 0 ? (
        <span
          className={cn(
            "relative inline-flex items-center justify-center rounded-full bg-surface-muted font-medium text-fg-muted ring-2 ring-surface",
            sizes[size],
            moreText[size],
          )}
        >
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{moreLabel ? moreLabel(hidden) : t("avatarMore", { count: hidden })}</span>
        </span>
      ) : null}
    </div>
  );
}
