import './styles.css';
import { connect, request, type Settings } from './api';
import type { AppContext } from './context';
import { el } from './dom';
import { describeError as errorText } from './error-text';
import { createLocalizer, isLanguage, type Language, type Localizer } from './i18n';
import { createNavigation } from './navigation';
import { GameScreen } from './screens/GameScreen';
import { HomeScreen } from './screens/HomeScreen';
import { CollectionScreen } from './screens/CollectionScreen';
import { DeckBuilderScreen } from './screens/DeckBuilderScreen';
import { ImportScreen } from './screens/ImportScreen';
import { ReplayScreen } from './screens/ReplayScreen';
import { RulesLabScreen } from './screens/RulesLabScreen';
import { SavesScreen } from './screens/SavesScreen';
import { SettingsScreen } from './screens/SettingsScreen';

// No language: the system's (navigatorLanguage) until the user picks one in Settings.
const DEFAULT_SETTINGS: Settings = {
  seatNames: {},
  passScreen: true,
  stops: { autoPass: true, respond: true, skipReactions: true, holdPriority: false, steps: [] },
  home: null,
};

/** Boots the renderer: API client, settings, i18n, screens; then shows the home screen. */
async function boot(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) throw new Error('#app is missing from index.html');
  const toasts = el('div', { class: 'toasts', testid: 'toasts', attrs: { 'aria-live': 'assertive' } });
  const status = el('div', { class: 'connection-status', testid: 'connection-status', attrs: { role: 'status' } });
  status.hidden = true;
  document.body.append(status, toasts);

  // The connection may report before the catalogs load: the key is kept and shown once they do.
  let statusKey: string | null = null;
  let localizer: Localizer | null = null;
  const { api, kind, onEvent } = connect(window, (s) => {
    // The first connect is quick and silent; only a lost connection shows the bar.
    statusKey = s === 'reconnecting' || s === 'closed' ? `connection.${s}` : null;
    status.hidden = statusKey === null;
    status.textContent = statusKey && localizer ? localizer.t(statusKey) : '';
  });

  let settings = DEFAULT_SETTINGS;
  let bootError: unknown = null;
  try {
    settings = await request(api, 'settings:get', {});
  } catch (err) {
    bootError = err;
  }
  const language: Language = isLanguage(settings.language) ? settings.language : navigatorLanguage();
  const i18n = await createLocalizer(language);
  localizer = i18n;
  if (statusKey) status.textContent = i18n.t(statusKey);

  const notify = (message: string, kind: 'info' | 'error' = 'info'): void => {
    const toast = el('div', { class: `toast ${kind}`, text: message, attrs: { role: kind === 'error' ? 'alert' : 'status' } });
    const close = el('button', { class: 'toast-close', text: '×', attrs: { type: 'button', 'aria-label': i18n.t('error.dismiss') } });
    close.addEventListener('click', () => toast.remove());
    toast.append(close);
    toasts.append(toast);
    setTimeout(() => toast.remove(), kind === 'error' ? 8000 : 3000);
  };

  const seatName = (seat: string): string => settings.seatNames[seat] || i18n.t('seat.default', { seat });
  const describeError = (err: unknown): string => errorText(err, i18n.t, seatName);

  const nav = createNavigation(root);
  const ctx: AppContext = {
    api,
    i18n,
    nav,
    host: kind,
    onEvent,
    settings: () => settings,
    async saveSettings(patch) {
      settings = await request(api, 'settings:set', patch);
      if (settings.language && settings.language !== i18n.language()) await i18n.setLanguage(settings.language);
      return settings;
    },
    seatName,
    notify,
    describeError,
  };
  i18n.onChange(() => {
    document.title = i18n.t('app.title');
    if (statusKey) status.textContent = i18n.t(statusKey);
    nav.localize();
  });
  document.title = i18n.t('app.title');

  nav.register('home', new HomeScreen(ctx));
  nav.register('game', new GameScreen(ctx));
  nav.register('settings', new SettingsScreen(ctx));
  nav.register('collection', new CollectionScreen(ctx));
  nav.register('decks', new DeckBuilderScreen(ctx));
  nav.register('saves', new SavesScreen(ctx));
  nav.register('import', new ImportScreen(ctx));
  nav.register('replay', new ReplayScreen(ctx));
  nav.register('lab', new RulesLabScreen(ctx));
  await nav.go('home');
  if (bootError) notify(describeError(bootError), 'error');
  document.body.dataset.ready = 'true';
}

/**
 * The system's language when it is one of ours, else English: what the app speaks until the
 * user picks a language (Electron's renderer reports the OS locale here, a browser its own).
 */
function navigatorLanguage(): Language {
  const lang = navigator.language.slice(0, 2);
  return isLanguage(lang) ? lang : 'en';
}

boot().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  document.body.append(el('pre', { class: 'fatal', text: message }));
  console.error(err);
});
