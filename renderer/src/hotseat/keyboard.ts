import { tinykeys } from 'tinykeys';

/** The things a key can do at the table. */
export type KeyCommand =
  | 'pass'
  | 'pass-until-event'
  | 'pass-until-phase'
  | 'pass-until-turn'
  | 'confirm'
  | 'cancel'
  | 'undo'
  | 'concede'
  | 'next-target'
  | 'previous-target'
  | 'zoom'
  | 'menu'
  | 'help';

/**
 * The table's key bindings (tinykeys syntax: `$mod` is Ctrl, or Cmd on macOS). Players of
 * Cockatrice know Ctrl+Enter (next turn) and Ctrl+Space (next phase); players of XMage its
 * F-keys (F2 pass, F4 to the next turn, F6 to the next phase, F3 cancel a skip); Tab-like
 * cycling (N / Shift+N) picks the next card or option, Enter uses it, Z shows it large, and
 * the context-menu key or Shift+F10 (the keyboard's right-click everywhere) opens its menu.
 */
export const KEY_BINDINGS: ReadonlyArray<{ keys: readonly string[]; command: KeyCommand }> = [
  { keys: ['Space', 'F2'], command: 'pass' },
  { keys: ['$mod+Space', 'F6'], command: 'pass-until-phase' },
  { keys: ['$mod+Enter', 'F4'], command: 'pass-until-turn' },
  { keys: ['Shift+Space', 'F8'], command: 'pass-until-event' },
  { keys: ['Enter'], command: 'confirm' },
  { keys: ['Escape', 'F3'], command: 'cancel' },
  { keys: ['$mod+KeyZ', 'Backspace'], command: 'undo' },
  { keys: ['$mod+Shift+KeyQ'], command: 'concede' },
  { keys: ['KeyN', 'ArrowRight'], command: 'next-target' },
  { keys: ['Shift+KeyN', 'ArrowLeft'], command: 'previous-target' },
  { keys: ['KeyZ'], command: 'zoom' },
  { keys: ['Shift+F10', 'ContextMenu'], command: 'menu' },
  { keys: ['F1', 'Shift+Slash'], command: 'help' },
];

/** Keys that a focused button or field uses itself: the table leaves them to it. */
const FIELD_KEYS = new Set(['Space', 'Enter', 'Backspace', 'ArrowLeft', 'ArrowRight', 'KeyN', 'KeyZ', 'Shift+KeyN', 'Shift+Slash']);

/** How a binding is written for people (`$mod` as Ctrl, key codes as keys). */
export function keyLabel(binding: string): string {
  return binding
    .replace('$mod', 'Ctrl')
    .replace(/Key([A-Z])/, '$1')
    .replace('Slash', '?')
    .replace('Shift+?', '?');
}

/** Whether an event comes from something that types or clicks with that key (a field, a button, a select). */
function inField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON'].includes(target.tagName);
}

/**
 * Binds the table's keys on `target` while the game screen is shown; returns the unbinding.
 * `run` says whether it handled the command (then the browser's default is prevented).
 */
export function bindTableKeys(target: Window | HTMLElement, run: (command: KeyCommand) => boolean): () => void {
  const map: Record<string, (e: KeyboardEvent) => void> = {};
  for (const { keys, command } of KEY_BINDINGS) {
    for (const key of keys) {
      map[key] = (e) => {
        if (FIELD_KEYS.has(key) && inField(e.target)) return;
        if (run(command)) e.preventDefault();
      };
    }
  }
  return tinykeys(target as Window, map);
}
