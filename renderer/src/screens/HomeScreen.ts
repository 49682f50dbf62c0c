import { ApiCallError, request, type AppInfo, type ComputerLevel, type DeckDetail, type DeckRow } from '../api';
import type { AppContext } from '../context';
import { el } from '../dom';
import { readOnlyText } from '../error-text';
import { ResumeOffer } from '../hotseat/ResumeOffer';
import type { Screen, ScreenName } from '../navigation';
import { problemText } from './decks/DeckLines';
import { homeChoice, openingGame, rememberedDeck } from './home-choice';
import { seatDeckChoice, STARTER } from './home-decks';
import { gameKind, gameKindText, type SeatPlayer } from './home-heading';

/** The seats of a hotseat game started from Home. */
const SEATS = ['A', 'B'] as const;
/** Who may play a seat: a person, or the computer at a level. */
const PLAYERS: readonly SeatPlayer[] = ['human', 'easy', 'normal', 'hard'];
/** Who goes first, in a game whose start asks it: the rules' random draw (the default), or a seat settled before the game. */
const FIRST_RANDOM = 'random';
/** The problem lines a seat lists before "and N more", so two illegal decks still fit a 1024x640 window. */
const SHOWN_PROBLEMS = 4;

/**
 * The first screen: start a game with a chosen profile and, per seat, who plays it (a person
 * or the computer at a level) and a saved deck of that profile (or the starter deck); open the collection, the deck builder, the saved
 * games, the imports or the settings. A read-only database is announced here.
 * Each seat starts on the deck its game deals by default (`decks:defaults`: for Flesh and Blood
 * a shipped Blitz hero deck each, since its starter pile has no hero, weapon or equipment), so
 * pressing Start at once plays a real game; Start waits until those choices are loaded.
 * Each chosen deck is checked before the game starts (issue 16): whether it is legal in its
 * format (issue 14 item 5: every problem on its own line) and how many of its cards are not
 * scripted; a game with a deck that is not legal starts only when "Play anyway" (a casual game)
 * is ticked.
 * A game whose start has a player picked at random choose who plays first (Flesh and Blood,
 * FAB-4.1; Magic, MTG-103.2: `AppInfo.firstPlayerChoice`) offers "Who goes first": the random
 * draw (the rules' way, the default) or a seat, which then plays first with nobody asked.
 * The heading says what game the seats' players make (hotseat, against the computer at a
 * level, or the computer alone: home-heading.ts), as they change.
 * Home opens on the game and decks last chosen (settings `home`, saved on every choice), else
 * on Flesh and Blood with its shipped decks (home-choice.ts); a game or deck gone meanwhile
 * gives way to the defaults.
 */
export class HomeScreen implements Screen<undefined> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen home-screen', testid: 'home-screen' });
  private info: AppInfo | null = null;
  private decks: DeckRow[] = [];
  /** The game `decks` and `defaults` belong to. */
  private decksGame = '';
  /** Seat to the saved deck the game deals it by default (none: the starter deck). */
  private defaults: Record<string, number> = {};
  /** Each seat's deck menu value (a saved deck's id, or STARTER): kept here because the menu is rebuilt on every localize. */
  private chosen: string[] = SEATS.map(() => STARTER);
  /** The chosen game's decks are being loaded: Start waits, or it would deal decks no one chose. */
  private loading = false;
  private loadSeq = 0;
  private readonly title = el('h1', { class: 'brand' });
  private readonly tagline = el('p', { class: 'tagline' });
  private readonly readonly = el('p', { class: 'banner warning', testid: 'readonly-banner', attrs: { role: 'alert' } });
  private readonly heading = el('h2', { class: 'panel-heading', testid: 'home-heading' });
  private readonly intro = el('p', { class: 'muted', testid: 'home-intro' });
  private readonly profileLabel = el('label', { attrs: { for: 'profile-select' } });
  private readonly profile = el('select', { testid: 'profile-select', attrs: { id: 'profile-select' } });
  private readonly seatLabels = SEATS.map((s) => el('label', { attrs: { for: `deck-select-${s}` } }));
  private readonly seatDecks = SEATS.map((s) => el('select', { testid: `deck-select-${s}`, attrs: { id: `deck-select-${s}` } }));
  private readonly playerLabels = SEATS.map((s) => el('label', { attrs: { for: `player-select-${s}` } }));
  private readonly seatPlayers = SEATS.map((s) => el('select', { testid: `player-select-${s}`, attrs: { id: `player-select-${s}` } }));
  private readonly seatStatus = SEATS.map((s) => el('div', { class: 'deck-status', testid: `deck-status-${s}`, attrs: { 'aria-live': 'polite' } }));
  private readonly firstLabel = el('label', { attrs: { for: 'first-player-select' } });
  private readonly first = el('select', { testid: 'first-player-select', attrs: { id: 'first-player-select' } });
  private readonly firstField = el('div', { class: 'field first-player-field' }, [this.firstLabel, this.first]);
  /** The chosen saved decks, checked (null: the starter deck). */
  private checked: Array<DeckDetail | null> = SEATS.map(() => null);
  private checkSeq = 0;
  private readonly anyway = el('input', { testid: 'play-anyway', attrs: { id: 'play-anyway', type: 'checkbox' } });
  private readonly anywayLabel = el('label', { attrs: { for: 'play-anyway' } });
  private readonly anywayRow = el('div', { class: 'play-anyway' }, [this.anyway, this.anywayLabel]);
  private readonly blocked = el('p', { class: 'warning', testid: 'deck-blocked', attrs: { role: 'status' } });
  private readonly start = el('button', { class: 'primary', testid: 'start-game', attrs: { type: 'button' } });
  private readonly settings = el('button', { testid: 'open-settings', attrs: { type: 'button' } });
  private readonly links: Array<[ScreenName, HTMLButtonElement]> = (['collection', 'decks', 'saves', 'import', 'lab'] as const).map((name) => [
    name,
    el('button', { class: 'nav-link', testid: `open-${name}`, attrs: { type: 'button' } }),
  ]);
  private readonly footer = el('p', { class: 'footnote' });
  private readonly empty = el('p', { class: 'warning', attrs: { role: 'status' } });
  private readonly resume: ResumeOffer;

  constructor(private readonly ctx: AppContext) {
    this.start.addEventListener('click', () => void this.startGame());
    this.settings.addEventListener('click', () => void ctx.nav.go('settings'));
    this.profile.addEventListener('change', () => {
      this.firstField.hidden = !this.asksFirstPlayer();
      this.remember();
      void this.loadDecks('defaults');
    });
    this.seatDecks.forEach((select, i) =>
      select.addEventListener('change', () => {
        this.chosen[i] = select.value;
        this.remember();
        void this.checkDecks();
      }),
    );
    for (const player of this.seatPlayers) player.addEventListener('change', () => this.localizeHeading());
    this.anyway.addEventListener('change', () => this.localize());
    for (const [name, button] of this.links) {
      button.addEventListener('click', () => void this.openLink(name));
    }
    this.readonly.hidden = true;
    this.resume = new ResumeOffer(ctx);
    this.root.append(
      el('header', { class: 'home-header' }, [this.title, this.tagline]),
      this.readonly,
      this.resume.root,
      el('section', { class: 'panel home-panel' }, [
        this.heading,
        this.intro,
        el('div', { class: 'home-game-row' }, [el('div', { class: 'field' }, [this.profileLabel, this.profile]), this.firstField]),
        el('div', { class: 'seat-decks' }, SEATS.map((_, i) => el('div', { class: 'field' }, [this.playerLabels[i], this.seatPlayers[i], this.seatLabels[i], this.seatDecks[i], this.seatStatus[i]]))),
        this.anywayRow,
        this.blocked,
        this.empty,
        el('div', { class: 'row' }, [this.start, this.settings]),
      ]),
      el('nav', { class: 'home-nav row' }, this.links.map(([, b]) => b)),
      this.footer,
    );
    this.localize();
  }

  /** Loads the installed profiles from `app:info`, and the decks of the chosen profile. */
  async prepare(): Promise<void> {
    try {
      this.info = await request(this.ctx.api, 'app:info', {});
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.localize();
    await Promise.all([this.loadDecks('remembered'), this.resume.check()]);
  }

  /** Refreshes the deck choices when coming back (a deck may have been saved or deleted meanwhile), keeping the seats' choices. */
  show(): void {
    if (this.info) void this.loadDecks('kept');
  }

  /** Opens a screen of the home menu: the deck builder at the chosen game, the rules lab at its first scenario. */
  private openLink(name: ScreenName): Promise<void> {
    if (name === 'decks') return this.ctx.nav.go('decks', { game: this.profile.value || undefined });
    if (name === 'lab') return this.ctx.nav.go('lab', {});
    return this.ctx.nav.go(name as 'collection');
  }

  /** Re-labels the screen in the current language. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.title.textContent = t('app.title');
    this.resume?.localize();
    this.tagline.textContent = t('app.tagline');
    this.profileLabel.textContent = t('home.profile');
    this.start.textContent = t('home.start');
    this.settings.textContent = t('home.settings');
    for (const [name, button] of this.links) button.textContent = t(`home.open-${name}`);
    const selected = this.profile.value;
    const profiles = this.info?.profiles ?? [];
    this.profile.replaceChildren(...profiles.map((id) => el('option', { text: t(`profile.${id}`, { defaultValue: id }), attrs: { value: id } })));
    // Before any game is chosen (the profiles just arrived): the one last chosen, else the default.
    this.profile.value = profiles.includes(selected) ? selected : (openingGame(profiles, this.ctx.settings().home) ?? '');
    this.firstLabel.textContent = t('home.first-player');
    const first = this.first.value || FIRST_RANDOM;
    this.first.replaceChildren(
      el('option', { text: t('home.first-random'), attrs: { value: FIRST_RANDOM } }),
      ...SEATS.map((seat) => el('option', { text: this.ctx.seatName(seat), attrs: { value: seat } })),
    );
    this.first.value = first;
    this.firstField.hidden = !this.asksFirstPlayer();
    const illegal = this.checked.some((d) => d !== null && !d.legal);
    this.anywayRow.hidden = !illegal;
    this.anywayLabel.textContent = t('home.play-anyway');
    this.blocked.hidden = !illegal || this.anyway.checked;
    this.blocked.textContent = t('home.illegal-blocked');
    this.start.disabled = profiles.length === 0 || this.loading || (illegal && !this.anyway.checked);
    this.empty.textContent = t('home.no-profiles');
    this.empty.hidden = !this.info || profiles.length > 0;
    const readonly = this.info?.readonlyCause;
    this.readonly.textContent = readonly ? t('home.readonly', { reason: readOnlyText(readonly, t) }) : '';
    this.readonly.hidden = !readonly;
    SEATS.forEach((seat, i) => {
      this.playerLabels[i].textContent = t('home.player-for', { seat: this.ctx.seatName(seat) });
      const player = this.seatPlayers[i];
      const chosen = player.value || 'human';
      player.replaceChildren(...PLAYERS.map((p) => el('option', { text: t(`home.player-${p}`), attrs: { value: p } })));
      player.value = chosen;
      this.seatLabels[i].textContent = t('home.deck-for', { seat: this.ctx.seatName(seat) });
      const select = this.seatDecks[i];
      // A game whose starter is no real game (fab: no hero) says so, and lists it after the decks it deals by default.
      const starter = el('option', { text: t(`home.starter-deck-${this.decksGame}`, { defaultValue: t('home.starter-deck') }), attrs: { value: STARTER } });
      const saved = this.decks.map((d) => el('option', { text: t('decks.deck-option', { name: d.name, count: d.cards }), attrs: { value: String(d.id) } }));
      select.replaceChildren(...(Object.keys(this.defaults).length > 0 ? [...saved, starter] : [starter, ...saved]));
      select.value = this.chosen[i];
      this.seatStatus[i].replaceChildren(...this.statusOf(this.checked[i]));
    });
    this.localizeHeading();
    this.footer.textContent = this.info
      ? `${t(this.info.host === 'electron' ? 'app.host-electron' : 'app.host-web')} · ${t('app.version', { version: this.info.version })}`
      : '';
  }

  /** Says what game the seats' players make: its heading and the line under it. */
  private localizeHeading(): void {
    const players = SEATS.map((seat, i) => [seat, (this.seatPlayers[i].value || 'human') as SeatPlayer] as const);
    const { heading, intro } = gameKindText(gameKind(players), this.ctx.i18n.t, (seat) => this.ctx.seatName(seat));
    this.heading.textContent = heading;
    this.intro.textContent = intro;
  }

  /**
   * Keeps the game and decks just chosen in the settings, so the app opens on them again. A
   * read-only database keeps nothing (its banner says so); any other failure is told.
   */
  private remember(): void {
    const game = this.profile.value;
    if (!game || !this.info || this.info.readonlyCause) return;
    // A game just chosen deals its default decks: nothing of the decks is kept for it yet.
    const decks = game === this.decksGame ? SEATS.map((seat, i) => [seat, this.chosen[i]] as const) : [];
    this.ctx.saveSettings({ home: homeChoice(game, decks) }).catch((err: unknown) => this.ctx.notify(this.ctx.describeError(err), 'error'));
  }

  /** Whether the chosen game's start asks who plays first, so Home offers to settle it. */
  private asksFirstPlayer(): boolean {
    return this.info?.firstPlayerChoice.includes(this.profile.value) ?? false;
  }

  /**
   * What a seat's chosen deck is in its format (a FaB deck is Blitz or Classic Constructed): legal
   * (with its size), or not, with its rule problems one line each (the first few, then how many
   * more: the deck builder lists them all); and how many cards are not scripted.
   */
  private statusOf(deck: DeckDetail | null): HTMLElement[] {
    if (!deck) return [];
    const { t } = this.ctx.i18n;
    // A deck that names no format is checked by its game's default one, listed first.
    const formatId = deck.deck.format || this.info?.deckFormats[deck.deck.game]?.[0];
    const format = formatId ? t(`deck-format.${formatId}`, { defaultValue: formatId }) : undefined;
    const verdict = deck.legal
      ? el('span', { class: 'verdict legal', text: format ? t('home.deck-legal-in', { format, count: deck.deck.cards }) : t('home.deck-legal', { count: deck.deck.cards }) })
      : el('span', { class: 'verdict illegal', text: format ? t('home.deck-illegal-in', { format }) : t('home.deck-illegal') });
    verdict.dataset.legal = String(deck.legal);
    if (formatId) verdict.dataset.format = formatId;
    const errors = deck.problems.filter((p) => p.severity === 'error');
    // "and 1 more" would take the line the problem itself needs.
    const shown = errors.length > SHOWN_PROBLEMS + 1 ? errors.slice(0, SHOWN_PROBLEMS) : errors;
    const problems = errors.length
      ? [
          el('ul', { class: 'problems seat-problems' }, [
            ...shown.map((p) => el('li', { class: 'problem error', testid: 'deck-status-problem', text: problemText(p, t), attrs: { 'data-code': p.code } })),
            ...(errors.length > shown.length ? [el('li', { class: 'more muted', testid: 'deck-status-more', text: t('home.deck-more', { count: errors.length - shown.length }) })] : []),
          ]),
        ]
      : [];
    const unscripted = deck.unscripted > 0 ? [el('span', { class: 'unscripted-count', testid: 'deck-unscripted', text: t('home.deck-unscripted', { count: deck.unscripted }), attrs: { 'data-count': String(deck.unscripted) } })] : [];
    return [verdict, ...problems, ...unscripted];
  }

  /** Checks the saved decks the seats chose (decks:get: the rule check and the unscripted count). */
  private async checkDecks(): Promise<void> {
    const seq = ++this.checkSeq;
    const ids = this.chosen.map((value) => (value === STARTER ? null : Number(value)));
    let checked: Array<DeckDetail | null>;
    try {
      checked = await Promise.all(ids.map((deck) => (deck === null ? null : request(this.ctx.api, 'decks:get', { deck }))));
    } catch (err) {
      checked = ids.map(() => null);
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    if (seq !== this.checkSeq) return;
    this.checked = checked;
    this.localize();
  }

  /**
   * Loads the chosen game's decks and the ones it deals by default, then sets each seat's menu
   * (home-decks.ts): on `defaults` (the game was just chosen) every seat gets its default; on
   * `kept` (back on Home) a seat keeps its choice, and on `remembered` (the app just opened) the
   * one the settings kept, while the deck exists. Only the latest load applies.
   */
  private async loadDecks(from: 'defaults' | 'kept' | 'remembered'): Promise<void> {
    const seq = ++this.loadSeq;
    const game = this.profile.value;
    this.loading = true;
    this.localize();
    let decks: DeckRow[] = [];
    let defaults: Record<string, number> = {};
    try {
      if (game) {
        [decks, defaults] = await Promise.all([
          request(this.ctx.api, 'decks:list', { game }),
          request(this.ctx.api, 'decks:defaults', { game }).then((r) => r.decks),
        ]);
      }
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    if (seq !== this.loadSeq) return;
    this.decks = decks;
    this.defaults = defaults;
    this.decksGame = game;
    const ids = decks.map((d) => d.id);
    const kept = (seat: string, i: number): string | null =>
      from === 'kept' ? this.chosen[i] : from === 'remembered' ? rememberedDeck(this.ctx.settings().home, game, seat) : null;
    this.chosen = SEATS.map((seat, i) => seatDeckChoice(kept(seat, i), ids, defaults[seat]));
    this.loading = false;
    this.localize();
    await this.checkDecks();
  }

  private async startGame(): Promise<void> {
    const profile = this.profile.value;
    if (!profile) return;
    const illegal = this.checked.some((d) => d !== null && !d.legal);
    if (illegal && !this.anyway.checked) return;
    const decks: Record<string, number> = {};
    const computer: Record<string, ComputerLevel> = {};
    SEATS.forEach((seat, i) => {
      if (this.chosen[i] !== STARTER) decks[seat] = Number(this.chosen[i]);
      const player = this.seatPlayers[i].value;
      if (player === 'easy' || player === 'normal' || player === 'hard') computer[seat] = player;
    });
    // A seat chosen to go first plays first, nobody asked; the random draw is the game's own (FAB-4.1).
    const firstPlayer = this.asksFirstPlayer() && this.first.value !== FIRST_RANDOM ? this.first.value : undefined;
    this.start.disabled = true;
    try {
      const { t } = this.ctx.i18n;
      // The save is named in the player's language: the game and when it started.
      const name = t('home.save-name', { game: t(`profile.${profile}`, { defaultValue: profile }), when: new Date().toLocaleString(this.ctx.i18n.language(), { dateStyle: 'medium', timeStyle: 'short' }) });
      const reply = await request(this.ctx.api, 'game:new', {
        profile,
        name: name.slice(0, 120),
        ...(Object.keys(decks).length ? { decks } : {}),
        ...(Object.keys(computer).length ? { computer } : {}),
        ...(illegal ? { casual: true } : {}),
        ...(firstPlayer ? { firstPlayer } : {}),
      });
      await this.ctx.nav.go('game', reply);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
      // A chosen deck deleted meanwhile (in another window): the menus give way to what exists.
      if (err instanceof ApiCallError && err.error.issue?.code === 'deck-not-found') void this.loadDecks('kept');
    } finally {
      this.localize();
    }
  }
}
