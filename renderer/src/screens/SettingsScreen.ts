import type { AppContext } from '../context';
import { el } from '../dom';
import { isLanguage, LANGUAGES } from '../i18n';
import type { Screen } from '../navigation';

/** Settings: the language and the hotseat pass-the-device screen (saved through `settings:set`, applied at once). */
export class SettingsScreen implements Screen<undefined> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen settings-screen', testid: 'settings-screen' });
  private readonly heading = el('h1', { class: 'panel-heading' });
  private readonly label = el('label', { attrs: { for: 'language-select' } });
  private readonly hint = el('p', { class: 'muted' });
  private readonly select = el('select', { testid: 'language-select', attrs: { id: 'language-select' } });
  private readonly status = el('p', { class: 'status', testid: 'settings-status', attrs: { role: 'status' } });
  private readonly passScreen = el('input', { testid: 'pass-screen-toggle', attrs: { type: 'checkbox', id: 'pass-screen-toggle' } });
  private readonly passScreenLabel = el('span');
  private readonly passScreenHint = el('p', { class: 'muted' });
  private readonly back = el('button', { testid: 'settings-back', attrs: { type: 'button' } });

  constructor(private readonly ctx: AppContext) {
    this.select.addEventListener('change', () => void this.changeLanguage());
    this.passScreen.addEventListener('change', () => void this.changePassScreen());
    this.back.addEventListener('click', () => void ctx.nav.back());
    this.root.append(
      el('section', { class: 'panel settings-panel' }, [
        this.heading,
        el('div', { class: 'field' }, [this.label, this.select]),
        this.hint,
        el('label', { class: 'check', attrs: { for: 'pass-screen-toggle' } }, [this.passScreen, this.passScreenLabel]),
        this.passScreenHint,
        this.status,
        el('div', { class: 'row' }, [this.back]),
      ]),
    );
    this.localize();
  }

  /** Clears the last status when the screen opens. */
  show(): void {
    this.status.textContent = '';
    this.select.value = this.ctx.i18n.language();
    this.passScreen.checked = this.ctx.settings().passScreen;
  }

  /** Re-labels the screen in the current language. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.heading.textContent = t('settings.heading');
    this.label.textContent = t('settings.language');
    this.hint.textContent = t('settings.language-hint');
    this.back.textContent = t('settings.back');
    this.passScreenLabel.textContent = t('settings.pass-screen');
    this.passScreenHint.textContent = t('settings.pass-screen-hint');
    this.select.replaceChildren(...LANGUAGES.map((l) => el('option', { text: t(`language.${l}`), attrs: { value: l, lang: l } })));
    this.select.value = this.ctx.i18n.language();
  }

  private async changePassScreen(): Promise<void> {
    try {
      await this.ctx.saveSettings({ passScreen: this.passScreen.checked });
      this.status.textContent = this.ctx.i18n.t('settings.saved');
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
      this.passScreen.checked = this.ctx.settings().passScreen;
    }
  }

  private async changeLanguage(): Promise<void> {
    const language = this.select.value;
    if (!isLanguage(language)) return;
    try {
      await this.ctx.saveSettings({ language });
      this.status.textContent = this.ctx.i18n.t('settings.saved');
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
      this.select.value = this.ctx.i18n.language();
    }
  }
}
