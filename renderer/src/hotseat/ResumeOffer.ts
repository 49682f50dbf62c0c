import { request, type SaveSummary } from '../api';
import type { AppContext } from '../context';
import { el } from '../dom';

/**
 * After a reload or a restart, Home offers to resume the last unfinished game (the host's
 * `saves:lastUnfinished`: games no one acted in are never saved). Asked once per start.
 */
export class ResumeOffer {
  /** The banner's element (hidden when there is nothing to offer). */
  readonly root = el('section', { class: 'panel resume-offer', testid: 'resume-offer', attrs: { role: 'status' } });
  private readonly text = el('p', { class: 'resume-text' });
  private readonly resume = el('button', { class: 'primary', testid: 'resume-game', attrs: { type: 'button' } });
  private readonly dismiss = el('button', { testid: 'resume-dismiss', attrs: { type: 'button' } });
  private save: SaveSummary | null = null;
  private asked = false;

  constructor(private readonly ctx: AppContext) {
    this.root.hidden = true;
    this.root.append(this.text, el('div', { class: 'row' }, [this.resume, this.dismiss]));
    this.resume.addEventListener('click', () => void this.resumeGame());
    this.dismiss.addEventListener('click', () => {
      this.save = null;
      this.root.hidden = true;
    });
  }

  /** Looks for an unfinished game, the first time only. */
  async check(): Promise<void> {
    if (this.asked) return;
    this.asked = true;
    try {
      this.save = await request(this.ctx.api, 'saves:lastUnfinished', {});
    } catch {
      this.save = null;
    }
    this.localize();
  }

  /** Re-labels it. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.root.hidden = this.save === null;
    this.text.textContent = this.save ? t('home.resume-offer', { name: this.save.name }) : '';
    this.resume.textContent = t('home.resume');
    this.dismiss.textContent = t('home.resume-dismiss');
  }

  private async resumeGame(): Promise<void> {
    if (!this.save) return;
    this.resume.disabled = true;
    try {
      const reply = await request(this.ctx.api, 'saves:resume', { save: this.save.id });
      this.save = null;
      this.root.hidden = true;
      await this.ctx.nav.go('game', reply);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    } finally {
      this.resume.disabled = false;
    }
  }
}
