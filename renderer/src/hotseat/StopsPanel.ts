import type { SeatStops } from '../api';
import { el } from '../dom';
import type { Translate } from '../i18n';

/** The switches of a seat's stops, in the order the panel lists them. */
const SWITCHES = ['autoPass', 'respond', 'skipReactions', 'holdPriority'] as const;

/**
 * A seat's stops (as in Forge, XMage and MTG Arena): whether the host passes for it, stop
 * where I can respond, skip reaction windows unless I hold a reaction, hold priority, and the
 * phases to always stop in. Changes go to the host at once (`game:setStops`) and become the
 * defaults of the next games.
 */
export class StopsPanel {
  /** The panel's element (hidden until opened). */
  readonly root = el('section', { class: 'panel stops-panel', testid: 'stops-panel' });
  private stops: SeatStops | null = null;
  private phases: string[] = [];
  private seat = '';

  constructor(private readonly change: (seat: string, stops: SeatStops) => void) {
    this.root.hidden = true;
  }

  /** Shows or hides the panel. */
  toggle(): void {
    this.root.hidden = !this.root.hidden;
    // It opens below the log in the scrolling side panel: brought into sight, or the button seems to do nothing.
    if (!this.root.hidden) this.root.scrollIntoView?.({ block: 'nearest' });
  }

  /** Redraws for `seat` with its stops and the game's phases. */
  update(seat: string, seatName: string, stops: SeatStops, phases: string[], t: Translate): void {
    this.seat = seat;
    this.stops = stops;
    this.phases = phases;
    const box = (checked: boolean, label: string, testid: string, set: (v: boolean) => void) => {
      const input = el('input', { testid, attrs: { type: 'checkbox' } });
      input.checked = checked;
      input.addEventListener('change', () => set(input.checked));
      return el('label', { class: 'check' }, [input, document.createTextNode(label)]);
    };
    const switches = SWITCHES.map((k) =>
      box(stops[k], t(`table.stops.${k}`), `stop-${k}`, (v) => this.send({ ...(this.stops as SeatStops), [k]: v })),
    );
    const steps = phases.map((p) => {
      const [phase, step] = p.split('.');
      const label = step ? `${t(`phase.${phase}`, { defaultValue: phase })} · ${t(`step.${step}`, { defaultValue: step })}` : t(`phase.${phase}`, { defaultValue: phase });
      return box(stops.steps.includes(p), label, `stop-step-${p}`, (v) => {
        const now = (this.stops as SeatStops).steps.filter((x) => x !== p);
        this.send({ ...(this.stops as SeatStops), steps: v ? [...now, p] : now });
      });
    });
    this.root.replaceChildren(
      el('h2', { class: 'panel-heading', text: t('table.stops.heading', { seat: seatName }) }),
      ...switches,
      el('p', { class: 'muted', text: t('table.stops.steps') }),
      el('div', { class: 'stops-steps' }, steps),
    );
  }

  private send(stops: SeatStops): void {
    this.stops = stops;
    this.change(this.seat, stops);
  }

  /** The phases the panel lists (for tests and the keyboard help). */
  get phaseList(): readonly string[] {
    return this.phases;
  }
}
