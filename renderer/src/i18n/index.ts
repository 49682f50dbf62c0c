import i18next, { type i18n as I18n } from 'i18next';
import en from './en.json';
import ja from './ja.json';
import type { Phrase } from '../../../engine/index';

/** The languages the renderer ships catalogs for. */
export const LANGUAGES = ['en', 'ja'] as const;
/** One of the shipped languages. */
export type Language = (typeof LANGUAGES)[number];

/** The message catalogs, by language. */
export const catalogs: Readonly<Record<Language, object>> = { en, ja };

/** Translates a message key with parameters (i18next `t`, narrowed to what the renderer uses). */
export type Translate = (key: string, params?: Readonly<Record<string, unknown>>) => string;

/** Whether a value names a shipped language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The renderer's i18n: translate, switch language, and hear about switches. */
export interface Localizer {
  t: Translate;
  language(): Language;
  setLanguage(lang: Language): Promise<void>;
  /** Calls `fn` after every language switch; returns an unsubscribe function. */
  onChange(fn: (lang: Language) => void): () => void;
}

/** Creates an i18next instance with both catalogs loaded and `lang` active. */
export async function createLocalizer(lang: Language): Promise<Localizer> {
  const instance: I18n = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en }, ja: { translation: ja } },
    // Strings are only ever set as textContent, never as HTML, so escaping would show entities.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  const listeners = new Set<(lang: Language) => void>();
  const apply = (l: Language): void => {
    document.documentElement.lang = l;
  };
  apply(lang);
  return {
    t: (key, params) => instance.t(key, params as Record<string, unknown>) as string,
    language: () => (isLanguage(instance.language) ? instance.language : 'en'),
    setLanguage: async (l) => {
      await instance.changeLanguage(l);
      apply(l);
      for (const fn of listeners) fn(l);
    },
    onChange: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

/**
 * A player stat's label. Most stats are plain keys (`life`, `ap`); a Magic mana pool holds one
 * stat per colour (`mana:G`, engine/profiles/mtg/mana.ts), whose `:` i18next would read as a
 * namespace, so it is labelled from `stat.mana` and the colour's name.
 */
export function statLabel(t: Translate, key: string): string {
  const mana = /^mana:([A-Z])$/.exec(key);
  if (mana) return t('stat.mana', { color: t(`mana-color.${mana[1]}`, { defaultValue: mana[1] }) });
  return t(`stat.${key}`, { defaultValue: key });
}

/**
 * A phrase the engine's view worded (engine/view/types.ts Phrase) in the player's language:
 * its parameters that are phrases are said first, a list of them one after the other.
 */
export function sayPhrase(t: Translate, phrase: Phrase): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(phrase.params ?? {})) {
    params[k] = typeof v === 'string' || typeof v === 'number' ? v : isPhraseList(v) ? v.map((p) => sayPhrase(t, p)).join('') : sayPhrase(t, v);
  }
  return t(phrase.key, params);
}

function isPhraseList(v: Phrase | readonly Phrase[]): v is readonly Phrase[] {
  return Array.isArray(v);
}

/** Every leaf key of a catalog, dotted (`game.pass`), for catalog checks. */
export function catalogKeys(catalog: object, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(catalog)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'object' && v !== null) out.push(...catalogKeys(v as object, key));
    else out.push(key);
  }
  return out.sort();
}
