import type { GameReply } from './api';

/**
 * Screens and their lifecycle (after pixijs/open-games): `prepare` loads what a screen needs
 * before it appears, `show`/`hide` attach and detach it, `resize` follows the window, and
 * `localize` re-labels it after a language switch.
 */
export interface Screen<P = unknown> {
  /** The screen's root element; navigation mounts it in the app root. */
  readonly root: HTMLElement;
  /** Loads data for the screen; runs before `show` when the screen is entered with params. */
  prepare?(params: P): Promise<void> | void;
  show?(): void;
  hide?(): void;
  resize?(width: number, height: number): void;
  localize?(): void;
}

/** The screens of the app, by name, with the parameters each takes. */
export interface ScreenParams {
  home: undefined;
  /** A game: the host's reply that opened it (new, resumed, rematch). */
  game: GameReply;
  settings: undefined;
  collection: undefined;
  /** The deck builder: a saved deck to open, or a new deck of a game. */
  decks: { deck?: number; game?: string };
  saves: undefined;
  import: undefined;
  /** The replay viewer of a saved game. */
  replay: { save: number; name: string };
}

/** A screen name. */
export type ScreenName = keyof ScreenParams;

/** Moves between screens and relays window events to the current one. */
export interface Navigation {
  register<N extends ScreenName>(name: N, screen: Screen<ScreenParams[N]>): void;
  /** Prepares (when `params` are given or the screen is new) and shows a screen. */
  go<N extends ScreenName>(name: N, ...params: ScreenParams[N] extends undefined ? [] : [ScreenParams[N]]): Promise<void>;
  /** Returns to the previous screen as it was left (no prepare). */
  back(): Promise<void>;
  current(): ScreenName | null;
  /** Calls `localize` on every registered screen. */
  localize(): void;
}

/** Creates navigation over `root`; screens are swapped in and out of it. */
export function createNavigation(root: HTMLElement, win: Window = window): Navigation {
  const screens = new Map<ScreenName, Screen<never>>();
  const prepared = new Set<ScreenName>();
  const history: ScreenName[] = [];
  let current: ScreenName | null = null;

  const showScreen = (name: ScreenName): void => {
    const next = screens.get(name);
    if (!next) throw new Error(`no screen "${name}"`);
    if (current && current !== name) {
      const prev = screens.get(current);
      prev?.hide?.();
      prev?.root.remove();
    }
    current = name;
    if (!next.root.isConnected) root.appendChild(next.root);
    root.dataset.screen = name;
    next.show?.();
    next.resize?.(win.innerWidth, win.innerHeight);
  };

  win.addEventListener('resize', () => {
    if (current) screens.get(current)?.resize?.(win.innerWidth, win.innerHeight);
  });

  return {
    register(name, screen) {
      screens.set(name, screen as Screen<never>);
    },
    async go(name, ...params) {
      const screen = screens.get(name) as Screen<unknown> | undefined;
      if (!screen) throw new Error(`no screen "${name}"`);
      if (params.length > 0 || !prepared.has(name)) {
        await screen.prepare?.(params[0]);
        prepared.add(name);
      }
      if (current && current !== name) history.push(current);
      showScreen(name);
    },
    async back() {
      const prev = history.pop() ?? 'home';
      showScreen(prev);
    },
    current: () => current,
    localize() {
      for (const s of screens.values()) s.localize?.();
    },
  };
}
