/**
 * What an avatar without a picture shows: the initials, and a font size at which they fit inside the avatar's
 * circle (or square) with a small margin. Two Chinese characters are two ems wide: at the size's usual font they
 * ran over the edge of the 24 and 32 px circles.
 */

/** Up to two letters for the fallback: the last two characters of a CJK name, else the initials. */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return "?";
  if (CJK.test(trimmed)) return Array.from(trimmed.replace(/\s+/g, "")).slice(-2).join("");
  const words = trimmed.split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? "")
    .join("");
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Approximate advance of a character in ems: CJK ideographs are square, Latin capitals and digits narrower. */
export function charWidthEm(char: string): number {
  if (CJK.test(char)) return 1;
  if (/[MW]/.test(char)) return 0.85;
  if (/[A-Z]/.test(char)) return 0.7;
  return 0.6;
}

/** Space kept between the text's corners and the avatar's edge, in px. */
const MARGIN = 2;
/** Smaller than this, a second character is dropped rather than shrunk (px). */
const MIN_FONT = 11;

export interface AvatarText {
  text: string;
  /** Font size in px. */
  fontSize: number;
}

/**
 * The initials of `name` and the largest font size (at most `maxFont`) at which their box — as wide as the
 * characters, one em high — fits inside a circle (or square) of `diameter` px. When two characters would need a
 * font under 11 px, only the name's first character is kept.
 */
export function avatarText(
  name: string,
  diameter: number,
  maxFont: number,
  shape: "circle" | "square" = "circle",
): AvatarText {
  const full = initials(name);
  const fit = (text: string) => {
    const widthEm = Array.from(text).reduce((sum, char) => sum + charWidthEm(char), 0);
    const size =
      shape === "circle"
        ? // The box's corner (w/2, h/2) must lie inside the circle of radius r − margin.
          (diameter / 2 - MARGIN) / Math.hypot(widthEm / 2, 0.5)
        : (diameter - 2 * MARGIN) / Math.max(widthEm, 1);
    return Math.min(maxFont, Math.floor(size * 2) / 2);
  };
  const size = fit(full);
  const chars = Array.from(full);
  if (size >= MIN_FONT || chars.length < 2) return { text: full, fontSize: size };
  // One character: the name's first (a surname, or a team's first word), not the first of the last two.
  const single = Array.from(name.trim())[0]?.toUpperCase() ?? full;
  return { text: single, fontSize: fit(single) };
}
