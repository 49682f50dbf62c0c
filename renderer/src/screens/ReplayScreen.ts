import type { Action } from '../../../engine/index';
import { request, type ReplayStep } from '../api';
import { BoardScene, type BoardLabels } from '../board/BoardScene';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen, ScreenParams } from '../navigation';

/**
 * The replay viewer: a saved game's board after each action of its log, replayed by the
 * engine from the seed (`saves:replayStep`). First, back, forward, last, or drag the slider.
 * The board is read-only here: nothing is highlighted as playable.
 */
export class ReplayScreen implements Screen<ScreenParams['replay']> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen game-screen replay-screen', testid: 'replay-screen' });
  private readonly boardHost = el('div', { class: 'board-host', testid: 'replay-board' });
  private readonly title = el('h2', { class: 'panel-heading' });
  private readonly position = el('div', { class: 'turn-number', testid: 'replay-step', attrs: { role: 'status' } });
  private readonly action = el('p', { class: 'replay-action', testid: 'replay-action' });
  private readonly turn = el('p', { class: 'muted' });
  private readonly slider = el('input', { class: 'replay-slider', testid: 'replay-slider', attrs: { type: 'range', min: '0', max: '0', value: '0' } });
  private readonly first = el('button', { testid: 'replay-first', text: '«', attrs: { type: 'button' } });
  private readonly prev = el('button', { testid: 'replay-prev', text: '◀', attrs: { type: 'button' } });
  private readonly next = el('button', { testid: 'replay-next', text: '▶', attrs: { type: 'button' } });
  private readonly last = el('button', { testid: 'replay-last', text: '»', attrs: { type: 'button' } });
  private readonly back = el('button', { testid: 'replay-back', attrs: { type: 'button' } });
  private scene: BoardScene | null = null;
  private save = 0;
  private name = '';
  private step: ReplayStep | null = null;
  private seq = 0;

  constructor(private readonly ctx: AppContext) {
    this.first.addEventListener('click', () => void this.go(0));
    this.prev.addEventListener('click', () => void this.go((this.step?.step ?? 0) - 1));
    this.next.addEventListener('click', () => void this.go((this.step?.step ?? 0) + 1));
    this.last.addEventListener('click', () => void this.go(this.step?.steps ?? 0));
    this.slider.addEventListener('input', () => void this.go(Number(this.slider.value)));
    this.back.addEventListener('click', () => void ctx.nav.go('saves'));
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowRight') void this.go((this.step?.step ?? 0) + 1);
      if (e.key === 'ArrowLeft') void this.go((this.step?.step ?? 0) - 1);
    });
    const hud = el('aside', { class: 'hud' }, [
      el('section', { class: 'panel replay-panel' }, [
        this.title,
        this.position,
        this.turn,
        this.slider,
        el('div', { class: 'row replay-controls' }, [this.first, this.prev, this.next, this.last]),
        this.action,
      ]),
      el('div', { class: 'row hud-footer' }, [this.back]),
    ]);
    this.root.append(this.boardHost, hud);
  }

  /** Opens a save at its first step. */
  async prepare(params: ScreenParams['replay']): Promise<void> {
    this.save = params.save;
    this.name = params.name;
    this.step = null;
    if (!this.scene) this.scene = await BoardScene.create(this.boardHost, this.labels(), { act: () => undefined });
    await this.go(0);
  }

  /** Fits the board. */
  show(): void {
    this.scene?.resize();
  }

  /** Fits the board. */
  resize(): void {
    this.scene?.resize();
  }

  /** Re-labels the panel and the board. */
  localize(): void {
    this.scene?.relabel(this.labels());
    this.render();
  }

  private labels(): BoardLabels {
    return { t: this.ctx.i18n.t, seatName: (s) => this.ctx.seatName(s) };
  }

  private async go(step: number): Promise<void> {
    const target = Math.max(0, Math.min(step, this.step?.steps ?? step));
    if (this.step && target === this.step.step) return;
    const seq = ++this.seq;
    try {
      const r = await request(this.ctx.api, 'saves:replayStep', { save: this.save, step: target });
      if (seq !== this.seq) return;
      this.step = r;
      // Read-only: no legal actions, so the board highlights nothing and taps do nothing.
      this.scene?.update({ ...r.view, legal: [] });
      this.render();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private render(): void {
    const { t } = this.ctx.i18n;
    this.title.textContent = t('replay.heading', { name: this.name });
    this.back.textContent = t('common.back');
    for (const [b, key] of [[this.first, 'first'], [this.prev, 'prev'], [this.next, 'next'], [this.last, 'last']] as const) {
      b.setAttribute('aria-label', t(`replay.${key}`));
      b.title = t(`replay.${key}`);
    }
    this.slider.setAttribute('aria-label', t('replay.slider'));
    const s = this.step;
    if (!s) return;
    this.position.textContent = t('replay.step', { step: s.step, steps: s.steps });
    this.root.dataset.step = String(s.step);
    this.root.dataset.hash = s.hash;
    this.turn.textContent = `${t('game.turn', { number: s.view.turn.number })} · ${t('game.turn-of', { seat: this.ctx.seatName(s.view.turn.player) })}`;
    this.slider.max = String(s.steps);
    this.slider.value = String(s.step);
    this.action.textContent = s.action ? this.describe(s.action) : t('replay.start');
    this.first.disabled = this.prev.disabled = s.step === 0;
    this.next.disabled = this.last.disabled = s.step >= s.steps;
  }

  private describe(action: Action): string {
    const { t } = this.ctx.i18n;
    const seat = this.ctx.seatName(action.by);
    return t(`replay.action-${action.type}`, { seat, defaultValue: t('replay.action-other', { seat, type: action.type }) });
  }
}
