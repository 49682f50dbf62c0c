import type { ApiClient, EventSubscribe, Settings } from './api';
import type { Localizer } from './i18n';
import type { Navigation } from './navigation';

/** What every screen gets: the API, i18n, navigation, settings and a way to tell the user things. */
export interface AppContext {
  api: ApiClient;
  i18n: Localizer;
  nav: Navigation;
  host: 'electron' | 'websocket';
  /** Listens to events the host pushes (import progress); returns a function that stops. */
  onEvent: EventSubscribe;
  settings(): Settings;
  /** Saves a settings change through `settings:set` and applies the language if it changed. */
  saveSettings(patch: Partial<Settings>): Promise<Settings>;
  /** A seat's display name: the user's name for it, else "Seat A". */
  seatName(seat: string): string;
  /** Shows a short message (a toast); errors stay until dismissed. */
  notify(message: string, kind?: 'info' | 'error'): void;
  /** Turns a thrown API or transport error into a message for people. */
  describeError(err: unknown): string;
}
