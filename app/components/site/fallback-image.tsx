import { useState, type ImgHTMLAttributes } from "react";

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string | null;
  /** Shown when `src` is empty or fails to load (the latter needs JavaScript); only the honours list has one. */
  fallback: string;
}

/** An `<img>` that swaps to a fallback picture when its own is missing or broken. Always sized (no layout shift). */
export function FallbackImage({ src, fallback, alt, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const url = !src || failed ? fallback : src;
  return (
    <img
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
