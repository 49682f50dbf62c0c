import { request, type AppInfo } from '../api';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen } from '../navigation';

/** The first screen: start a hotseat game with a chosen profile, or open the settings. */
export class HomeScreen implements Screen<undefined> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen home-screen', testid: 'home-screen' });
  private info: AppInfo | null = null;
  private readonly title = el('h1', { class: 'brand' });
  private readonly tagline = el('p', { class: 'tagline' });
  private readonly heading = el('h2', { class: 'panel-heading' });
  private readonly intro = el('p', { class: 'muted' });
  private readonly profileLabel = el('label', { attrs: { for: 'profile-select' } });
  private readonly profile = el('select', { testid: 'profile-select', attrs: { id: 'profile-select' } });
  private readonly start = el('button', { class: 'primary', testid: 'start-game', attrs: { type: 'button' } });
  private readonly settings = el('button', { testid: 'open-settings', attrs: { type: 'button' } });
  private readonly footer = el('p', { class: 'footnote' });
  private readonly empty = el('p', { class: 'warning', attrs: { role: 'status' } });

  constructor(private readonly ctx: AppContext) {
    this.start.addEventListener('click', () => void this.startGame());
    this.settings.addEventListener('click', () => void ctx.nav.go('settings'));
    this.root.append(
      el('header', { class: 'home-header' }, [this.title, this.tagline]),
      el('section', { class: 'panel home-panel' }, [
        this.heading,
        this.intro,
        el('div', { class: 'field' }, [this.profileLabel, this.profile]),
        this.empty,
        el('div', { class: 'row' }, [this.start, this.settings]),
      ]),
      this.footer,
    );
    this.localize();
  }

  /** Loads the installed profiles from `app:info`. */
  async prepare(): Promise<void> {
    try {
      this.info = await request(this.ctx.api, 'app:info', {});
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.localize();
  }

  /** Re-labels the screen in the current language. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.title.textContent = t('app.title');
    this.tagline.textContent = t('app.tagline');
    this.heading.textContent = t('home.heading');
    this.intro.textContent = t('home.intro');
    this.profileLabel.textContent = t('home.profile');
    this.start.textContent = t('home.start');
    this.settings.textContent = t('home.settings');
    const selected = this.profile.value;
    const profiles = this.info?.profiles ?? [];
    this.profile.replaceChildren(...profiles.map((id) => el('option', { text: t(`profile.${id}`, { defaultValue: id }), attrs: { value: id } })));
    if (profiles.includes(selected)) this.profile.value = selected;
    this.start.disabled = profiles.length === 0;
    this.empty.textContent = t('home.no-profiles');
    this.empty.hidden = !this.info || profiles.length > 0;
    this.footer.textContent = this.info
      ? `${t(this.info.host === 'electron' ? 'app.host-electron' : 'app.host-web')} · ${t('app.version', { version: this.info.version })}`
      : '';
  }

  private async startGame(): Promise<void> {
    const profile = this.profile.value;
    if (!profile) return;
    this.start.disabled = true;
    try {
      const reply = await request(this.ctx.api, 'game:new', { profile });
      await this.ctx.nav.go('game', { game: reply.game, view: reply.view });
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    } finally {
      this.start.disabled = false;
    }
  }
}
