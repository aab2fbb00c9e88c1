/** A phone number or mail address as a link that dials or writes to it (the text is shown as given). */
export function ContactLink({ kind, value, className }: { kind: "tel" | "mailto"; value: string; className: string }) {
  // A tel: URI takes digits and "+" only; the shown number keeps its spaces and dashes.
  const target = kind === "tel" ? value.replace(/[^0-9+]/g, "") : value;
  return (
    <a href={`${kind}:${target}`} className={className}>
      {value}
    </a>
  );
}

/** The company's QR code picture with its caption (footer and enterprise page). */
export function QrFigure({
  src,
  alt,
  caption,
  size,
  lazy = false,
  className,
  imageClassName,
  captionClassName,
}: {
  src: string;
  alt: string;
  caption: string;
  size: number;
  lazy?: boolean;
  className: string;
  imageClassName: string;
  captionClassName: string;
}) {
  return (
    <figure className={className}>
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading={lazy ? "lazy" : undefined}
        className={imageClassName}
      />
      <figcaption className={captionClassName}>{caption}</figcaption>
    </figure>
  );
}
