import type { Translate } from '../i18n';

/** How many translations a `rememberedT` keeps before it starts afresh (a table's captions, counts and chips, with room to spare). */
const KEPT = 4096;

/**
 * `t` remembered by key and parameters: the board asks for the same captions, pile counts and
 * chips on every view, and i18next's lookup and interpolation cost over a millisecond a frame
 * at 200 cards (issue 17's frame time) for strings that had not changed. Parameters are the
 * plain values the catalogs interpolate (strings, numbers), so their JSON names them. A new
 * language makes a new memo (BoardScene.relabel).
 */
export function rememberedT(t: Translate): Translate {
  const kept = new Map<string, string>();
  return (key, params) => {
    const id = params === undefined ? key : `${key}\u0000${JSON.stringify(params)}`;
    let text = kept.get(id);
    if (text === undefined) {
      if (kept.size >= KEPT) kept.clear();
      text = t(key, params);
      kept.set(id, text);
    }
    return text;
  };
}
