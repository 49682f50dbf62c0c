import { el } from '../dom';
import type { Translate } from '../i18n';

/** After it appears, the screen ignores clicks and keys this long: the rest of a double click must not dismiss it. */
const GUARD_MS = 450;

/**
 * Hotseat privacy: whenever the seat to act changes, this screen covers the whole table,
 * names the seat that takes the device, and waits for that player's click or key (Enter or
 * Space). The table underneath is hidden (`inert`, not only covered), so nothing of the other
 * seat's hand shows while the device changes hands. A setting turns it off.
 */
export class PassDeviceScreen {
  /** The overlay's element (hidden while no hand-over is pending). */
  readonly root = el('div', { class: 'pass-device', testid: 'pass-device', attrs: { role: 'dialog', 'aria-modal': 'true' } });
  private readonly heading = el('h2', { class: 'pass-device-seat', testid: 'pass-device-seat' });
  private readonly body = el('p', { class: 'pass-device-text' });
  private readonly go = el('button', { class: 'primary pass-device-go', testid: 'pass-device-go', attrs: { type: 'button' } });
  private shownAt = 0;
  private seat: string | null = null;

  constructor(
    private readonly covered: HTMLElement,
    private readonly onReveal: (seat: string) => void,
  ) {
    this.root.hidden = true;
    this.root.append(el('div', { class: 'pass-device-card' }, [this.heading, this.body, this.go]));
    this.go.addEventListener('click', () => this.reveal());
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        this.reveal();
      }
    });
  }

  /** Whether the table is hidden now. */
  get showing(): boolean {
    return this.seat !== null;
  }

  /** Covers the table for `seat`. */
  show(seat: string, seatName: string, t: Translate): void {
    this.seat = seat;
    this.shownAt = performance.now();
    this.root.dataset.seat = seat;
    this.localize(seatName, t);
    this.root.hidden = false;
    this.covered.inert = true;
    this.covered.classList.add('table-hidden');
    this.go.focus();
  }

  /** Re-labels it (after a language change). */
  localize(seatName: string, t: Translate): void {
    this.heading.textContent = t('table.pass-device.title', { seat: seatName });
    this.body.textContent = t('table.pass-device.text', { seat: seatName });
    this.go.textContent = t('table.pass-device.go', { seat: seatName });
  }

  /** Takes the screen away without a hand-over (the game left, the setting turned off). */
  hide(): void {
    this.seat = null;
    this.root.hidden = true;
    this.covered.inert = false;
    this.covered.classList.remove('table-hidden');
  }

  /** The player at the device asks to see the table (Enter, Space or the button). */
  reveal(): void {
    const seat = this.seat;
    if (seat === null || performance.now() - this.shownAt < GUARD_MS) return;
    this.hide();
    this.onReveal(seat);
  }
}
