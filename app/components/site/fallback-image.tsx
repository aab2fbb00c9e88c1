import { useState } from "react";
import { SiteImage, type SiteImageProps } from "./site-image";

export interface FallbackImageProps extends Omit<SiteImageProps, "src" | "image"> {
  src: string | null;
  /** Shown when `src` is empty or fails to load (the latter needs JavaScript); only the honours list has one. */
  fallback: string;
}

/**
 * A picture (with its variants) that swaps to a fallback picture when its own is missing or broken. Always sized
 * (no layout shift).
 */
export function FallbackImage({ src, fallback, alt, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? fallback : src;
  return (
    <SiteImage
      {...props}
      src={url}
      alt={alt}
      decoding="async"
      onError={() => {
        if (url !== fallback) setFailed(true);
      }}
    />
  );
}
