import { request, type LabEntry, type LabFrameView, type LabSummary } from '../api';
import { BoardScene, type BoardLabels } from '../board/BoardScene';
import { textFilePicker } from '../components/files';
import type { AppContext } from '../context';
import { el } from '../dom';
import { traceList } from '../hud/TraceList';
import type { Screen, ScreenParams } from '../navigation';

/**
 * The rules lab (issue 17 item 7): a scenario in the conformance format, shipped (the shared
 * conformance cases) or from a file the player picks, set up on the table and stepped through
 * with the rules each step applied ("why?"); from any step the player can play on as a
 * hotseat game. The table is open: every card face up.
 */
export class RulesLabScreen implements Screen<ScreenParams['lab']> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen game-screen lab-screen', testid: 'lab-screen' });
  private readonly boardHost = el('div', { class: 'board-host', testid: 'lab-board' });
  private readonly heading = el('h2', { class: 'panel-heading' });
  private readonly pickerLabel = el('label', { attrs: { for: 'lab-scenario' } });
  private readonly picker = el('select', { testid: 'lab-scenario', attrs: { id: 'lab-scenario' } });
  private readonly openFile = el('button', { testid: 'lab-open-file', attrs: { type: 'button' } });
  private readonly title = el('h3', { class: 'lab-title', testid: 'lab-title' });
  private readonly rules = el('p', { class: 'muted lab-rules', testid: 'lab-rules' });
  private readonly result = el('p', { class: 'lab-result', testid: 'lab-result', attrs: { role: 'status' } });
  private readonly stepsHeading = el('h3', { class: 'panel-subheading' });
  private readonly steps = el('ol', { class: 'lab-steps', testid: 'lab-steps' });
  private readonly position = el('div', { class: 'turn-number', testid: 'lab-position' });
  private readonly first = el('button', { testid: 'lab-first', text: '«', attrs: { type: 'button' } });
  private readonly prev = el('button', { testid: 'lab-prev', text: '◀', attrs: { type: 'button' } });
  private readonly next = el('button', { testid: 'lab-next', text: '▶', attrs: { type: 'button' } });
  private readonly last = el('button', { testid: 'lab-last', text: '»', attrs: { type: 'button' } });
  private readonly whyHeading = el('h3', { class: 'panel-subheading' });
  private readonly why = el('div', { class: 'lab-why', testid: 'lab-why' });
  private readonly failure = el('p', { class: 'warning', testid: 'lab-failure', attrs: { role: 'alert' } });
  private readonly expectHeading = el('h3', { class: 'panel-subheading' });
  private readonly expect = el('ul', { class: 'lab-expect', testid: 'lab-expect' });
  private readonly play = el('button', { class: 'primary', testid: 'lab-play', attrs: { type: 'button' } });
  private readonly back = el('button', { testid: 'lab-back', attrs: { type: 'button' } });
  private readonly picked = textFilePicker('.yaml,.yml,text/yaml', (name, text) => void this.open({ text, name }), 'lab-file-input');
  private scene: BoardScene | null = null;
  private entries: LabEntry[] = [];
  private summary: LabSummary | null = null;
  private frame: LabFrameView | null = null;
  private seq = 0;

  constructor(private readonly ctx: AppContext) {
    this.picker.addEventListener('change', () => {
      const entry = this.entries[Number(this.picker.value)];
      if (entry) void this.open({ file: entry.file, id: entry.id });
    });
    this.openFile.addEventListener('click', () => this.picked.open());
    this.first.addEventListener('click', () => void this.go(0));
    this.prev.addEventListener('click', () => void this.go((this.frame?.index ?? 0) - 1));
    this.next.addEventListener('click', () => void this.go((this.frame?.index ?? 0) + 1));
    this.last.addEventListener('click', () => void this.go((this.summary?.steps.length ?? 1) - 1));
    this.play.addEventListener('click', () => void this.playOn());
    this.back.addEventListener('click', () => void ctx.nav.go('home'));
    this.root.addEventListener('keydown', (e) => {
      if (e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight' || e.key === 'ArrowDown') void this.go((this.frame?.index ?? 0) + 1);
      if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') void this.go((this.frame?.index ?? 0) - 1);
    });
    this.failure.hidden = true;
    const hud = el('aside', { class: 'hud lab-hud' }, [
      el('section', { class: 'panel lab-panel' }, [
        this.heading,
        el('div', { class: 'field' }, [this.pickerLabel, this.picker]),
        el('div', { class: 'row' }, [this.openFile, this.picked.input]),
        this.title,
        this.rules,
        this.result,
      ]),
      el('section', { class: 'panel lab-steps-panel' }, [
        this.stepsHeading,
        this.steps,
        this.position,
        el('div', { class: 'row replay-controls' }, [this.first, this.prev, this.next, this.last]),
      ]),
      el('section', { class: 'panel lab-why-panel' }, [this.whyHeading, this.failure, this.why, this.expectHeading, this.expect]),
      el('div', { class: 'row hud-footer' }, [this.back, this.play]),
    ]);
    this.root.append(this.boardHost, hud);
  }

  /** Lists the shipped scenarios and opens the one asked for (default: the first). */
  async prepare(params: ScreenParams['lab']): Promise<void> {
    if (!this.scene) this.scene = await BoardScene.create(this.boardHost, this.labels(), { act: () => undefined });
    try {
      this.entries = await request(this.ctx.api, 'lab:list', {});
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
      this.entries = [];
    }
    this.fillPicker();
    const wanted = params?.id !== undefined ? this.entries.find((e) => e.id === params.id) : this.entries.find((e) => !e.problems);
    if (wanted) await this.open({ file: wanted.file, id: wanted.id });
    this.localize();
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
    const { t } = this.ctx.i18n;
    this.scene?.relabel(this.labels());
    this.heading.textContent = t('lab.heading');
    this.pickerLabel.textContent = t('lab.scenario');
    this.openFile.textContent = t('lab.open-file');
    this.stepsHeading.textContent = t('lab.steps');
    this.whyHeading.textContent = t('lab.why');
    this.expectHeading.textContent = t('lab.expect');
    this.play.textContent = t('lab.play-on');
    this.back.textContent = t('common.back');
    for (const [b, key] of [[this.first, 'first'], [this.prev, 'prev'], [this.next, 'next'], [this.last, 'last']] as const) {
      b.setAttribute('aria-label', t(`replay.${key}`));
      b.title = t(`replay.${key}`);
    }
    this.fillPicker();
    this.render();
  }

  private labels(): BoardLabels {
    return { t: this.ctx.i18n.t, seatName: (s) => this.ctx.seatName(s) };
  }

  /** The shipped scenarios grouped by game; a file that can't be read shows as such. */
  private fillPicker(): void {
    const { t } = this.ctx.i18n;
    const current = this.summary ? this.entries.findIndex((e) => e.id === this.summary?.id) : -1;
    const groups = new Map<string, HTMLOptGroupElement>();
    this.picker.replaceChildren();
    for (const [i, entry] of this.entries.entries()) {
      const game = entry.profile || entry.file;
      let group = groups.get(game);
      if (!group) {
        group = el('optgroup', { attrs: { label: entry.profile ? t(`profile.${entry.profile}`) : entry.file } });
        groups.set(game, group);
        this.picker.appendChild(group);
      }
      const option = el('option', { text: entry.problems ? `${entry.id}: ${entry.problems}` : entry.title, attrs: { value: String(i) } });
      if (entry.problems) option.disabled = true;
      group.appendChild(option);
    }
    if (current >= 0) this.picker.value = String(current);
  }

  private async open(what: { file: string; id: string } | { text: string; name: string }): Promise<void> {
    const seq = ++this.seq;
    try {
      const summary = await request(this.ctx.api, 'lab:open', what);
      if (seq !== this.seq) return;
      this.summary = summary;
      this.frame = null;
      await this.go(0);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async go(index: number): Promise<void> {
    const summary = this.summary;
    if (!summary) return;
    const target = Math.max(0, Math.min(index, summary.steps.length - 1));
    if (this.frame && this.frame.lab === summary.lab && target === this.frame.index) return;
    const seq = ++this.seq;
    try {
      const frame = await request(this.ctx.api, 'lab:frame', { lab: summary.lab, index: target });
      if (seq !== this.seq) return;
      this.frame = frame;
      // Read-only: no legal actions, so the board highlights nothing and taps do nothing.
      this.scene?.update({ ...frame.view, legal: [] });
      this.render();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async playOn(): Promise<void> {
    const summary = this.summary;
    if (!summary || !this.frame) return;
    try {
      const reply = await request(this.ctx.api, 'lab:play', { lab: summary.lab, index: this.frame.index });
      await this.ctx.nav.go('game', reply);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private render(): void {
    const { t } = this.ctx.i18n;
    const summary = this.summary;
    const frame = this.frame;
    if (!summary) {
      this.title.textContent = t('lab.none');
      return;
    }
    this.title.textContent = summary.title;
    this.rules.textContent = `${summary.id} · ${summary.rules.join(', ')}`;
    this.result.textContent = summary.result.status === 'fail' ? t('lab.result-fail', { reason: summary.result.reason }) : t(`lab.result-${summary.result.status}`);
    this.result.dataset.status = summary.result.status;
    const at = frame?.index ?? 0;
    this.steps.replaceChildren(
      ...summary.steps.map((s, i) => {
        const button = el('button', { class: 'lab-step', attrs: { type: 'button' } }, [
          el('span', { class: 'lab-step-at muted', text: i === 0 ? t('lab.setup') : `${i}.` }),
          el('code', { text: i === 0 ? '' : s.step }),
        ]);
        button.addEventListener('click', () => void this.go(i));
        const item = el('li', { class: s.failure ? 'failed' : '', testid: 'lab-step' }, [button]);
        if (i === at) item.setAttribute('aria-current', 'step');
        return item;
      }),
    );
    this.steps.querySelector('[aria-current]')?.scrollIntoView({ block: 'nearest' });
    this.position.textContent = t('lab.position', { step: at, steps: summary.steps.length - 1 });
    this.root.dataset.step = String(at);
    this.first.disabled = this.prev.disabled = at === 0;
    this.next.disabled = this.last.disabled = at >= summary.steps.length - 1;
    const failure = summary.steps[at]?.failure;
    this.failure.hidden = failure === undefined;
    this.failure.textContent = failure ?? '';
    this.why.replaceChildren(frame ? traceList(frame.trace, frame.view, t, this.ctx.i18n.language(), (s) => this.ctx.seatName(s)) : el('p'));
    const atEnd = at === summary.steps.length - 1;
    this.expectHeading.hidden = this.expect.hidden = !atEnd;
    this.expect.replaceChildren(...summary.expect.map((e) => el('li', {}, [el('code', { text: e })])));
    this.play.disabled = frame === null || frame.view.over;
  }
}
