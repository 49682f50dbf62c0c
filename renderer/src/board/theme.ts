/** Colors and fonts of the table, in one place so the board reads as one design. */
export const theme = {
  felt: { center: 0x236b45, edge: 0x0c2c1c, line: 0x9fd9b3 },
  zone: { fill: 0x06180f, alpha: 0.28, stroke: 0xbfe8cf, strokeAlpha: 0.16, label: 0xd4efdf, labelAlpha: 0.45 },
  card: {
    border: 0x16120c,
    body: 0xf3ead4,
    nameBar: 0xdcc89a,
    nameBarStroke: 0x8c7447,
    ink: 0x1c150c,
    muted: 0x5c4c33,
    textBox: 0xfbf6e9,
    shadow: 0x000000,
    playable: 0xffd34d,
    /** The outline of a card whose play waits on a decision (its pitch): not gold, which says "playable". */
    waiting: 0x6fd3ff,
    /** A card picked for the open decision (before Confirm). */
    picked: 0x5be37d,
    damage: 0x9b1c1c,
  },
  back: { fill: 0x1f2a4d, inner: 0x2c3b6b, gold: 0xc9a54e, lattice: 0x8ea2d8 },
  plate: { fill: 0x0a1f15, alpha: 0.78, stroke: 0x6fbf91, active: 0xffd34d, text: 0xf1f7f3, muted: 0xa9c9b6 },
  badge: { fill: 0x101010, text: 0xffffff, stroke: 0xc9a54e },
  /** A number an effect raised (a +3 power effect) or lowered, against the printed one. */
  changed: { up: 0x1d6b2f, down: 0x8a1f1f },
  /** The ring around the objects a rule trace entry names ("why?"). */
  highlight: 0x5ad1ff,
  stack: { fill: 0x071a10, alpha: 0.9, stroke: 0xc9a54e, label: 0xf3dc9a },
  fonts: {
    ui: 'system-ui, "Segoe UI", "Liberation Sans", "DejaVu Sans", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", sans-serif',
    card: 'Georgia, "Liberation Serif", "DejaVu Serif", "Noto Serif CJK JP", "Hiragino Mincho ProN", "Yu Mincho", serif',
  },
} as const;

/** A stable, pleasant color for a card's art box, derived from its card id (FNV-1a hash to a hue). */
export function artColor(cardId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < cardId.length; i++) {
    h ^= cardId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return hslToRgb((h % 360) / 360, 0.42, 0.42);
}

/** HSL (0..1 each) to a 0xRRGGBB number. */
export function hslToRgb(h: number, s: number, l: number): number {
  const f = (n: number): number => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return (f(0) << 16) | (f(8) << 8) | f(4);
}
