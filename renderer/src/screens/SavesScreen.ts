import { request, type SaveSummary } from '../api';
import { exportSaveFile, importSaveFile } from '../api/save-files';
import { downloadParts, fileName, filePicker } from '../components/files';
import type { AppContext } from '../context';
import { el } from '../dom';
import type { Screen } from '../navigation';

/**
 * Saved games: every game autosaves, so this lists them all (most recent first) to resume,
 * rename, delete, export as a file, or step through in the replay viewer; a save file can be
 * imported (a damaged or newer file gets a clear message and changes nothing).
 */
export class SavesScreen implements Screen<undefined> {
  /** The screen's root element. */
  readonly root = el('main', { class: 'screen list-screen saves-screen', testid: 'saves-screen' });
  private readonly heading = el('h1', { class: 'screen-title' });
  private readonly back = el('button', { testid: 'saves-back', attrs: { type: 'button' } });
  private readonly importButton = el('button', { testid: 'saves-import', attrs: { type: 'button' } });
  private readonly list = el('div', { class: 'saves-list', testid: 'saves-list', attrs: { role: 'list' } });
  // Save files: lines of JSON (.arbiter-save), or one JSON text (.json, what Arbiter wrote before).
  private readonly picker = filePicker('.arbiter-save,.json,application/json', (file) => void this.importFile(file), 'saves-import-file');
  private saves: SaveSummary[] = [];
  private renaming: number | null = null;
  private armedDelete: number | null = null;

  constructor(private readonly ctx: AppContext) {
    this.back.addEventListener('click', () => void ctx.nav.go('home'));
    this.importButton.addEventListener('click', () => this.picker.open());
    this.root.append(
      el('header', { class: 'screen-header' }, [
        el('div', { class: 'title-group' }, [this.heading]),
        el('div', { class: 'row' }, [this.importButton, this.back, this.picker.input]),
      ]),
      el('section', { class: 'panel list-panel saves-panel' }, [this.list]),
    );
    this.localize();
  }

  /** Loads the list every time the screen opens (games save as they are played). */
  async prepare(): Promise<void> {
    await this.reload();
  }

  /** Reloads when shown again through `back`. */
  show(): void {
    void this.reload();
  }

  /** Re-labels the screen. */
  localize(): void {
    const { t } = this.ctx.i18n;
    this.heading.textContent = t('saves.heading');
    this.back.textContent = t('common.back');
    this.importButton.textContent = t('saves.import');
    this.draw();
  }

  private async reload(): Promise<void> {
    try {
      this.saves = await request(this.ctx.api, 'saves:list', {});
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.draw();
  }

  private draw(): void {
    const { t } = this.ctx.i18n;
    if (!this.saves.length) {
      // No saves: a plain note, not an empty list.
      this.list.removeAttribute('role');
      this.list.replaceChildren(el('p', { class: 'muted', text: t('saves.empty') }));
      return;
    }
    this.list.setAttribute('role', 'list');
    this.list.replaceChildren(...this.saves.map((s) => this.row(s)));
  }

  private row(s: SaveSummary): HTMLElement {
    const { t } = this.ctx.i18n;
    const when = new Date(s.updatedAt).toLocaleString(this.ctx.i18n.language());
    const title =
      this.renaming === s.id
        ? this.renameField(s)
        : el('div', { class: 'save-name', testid: 'save-name', text: s.name });
    const button = (key: string, testid: string, fn: () => void, cls = '') => {
      const b = el('button', { class: cls, testid, text: t(key), attrs: { type: 'button' } });
      b.addEventListener('click', fn);
      return b;
    };
    return el('div', { class: 'save-row', testid: 'save-row', attrs: { role: 'listitem', 'data-save': String(s.id), 'data-hash': s.stateHash } }, [
      el('div', { class: 'save-info' }, [
        title,
        el('div', { class: 'muted', text: t('saves.meta', { game: t(`profile.${s.profile}`, { defaultValue: s.profile }), actions: s.actionCount, when }) }),
      ]),
      el('div', { class: 'row' }, [
        button('saves.resume', 'save-resume', () => void this.resume(s), 'primary'),
        button('saves.replay', 'save-replay', () => void this.ctx.nav.go('replay', { save: s.id, name: s.name })),
        button('saves.export', 'save-export', () => void this.exportFile(s)),
        button('saves.rename', 'save-rename', () => {
          this.renaming = s.id;
          this.draw();
        }),
        button(this.armedDelete === s.id ? 'saves.delete-confirm' : 'saves.delete', 'save-delete', () => void this.remove(s), 'danger'),
      ]),
    ]);
  }

  private renameField(s: SaveSummary): HTMLElement {
    const { t } = this.ctx.i18n;
    const input = el('input', { testid: 'save-rename-input', attrs: { type: 'text', maxlength: '120', value: s.name, 'aria-label': t('saves.rename') } });
    const commit = () => void this.rename(s, input.value);
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') commit();
      if (e.key === 'Escape') {
        this.renaming = null;
        this.draw();
      }
    });
    const ok = el('button', { testid: 'save-rename-ok', text: t('common.ok'), attrs: { type: 'button' } });
    ok.addEventListener('click', commit);
    queueMicrotask(() => input.select());
    return el('div', { class: 'row nowrap' }, [input, ok]);
  }

  private async rename(s: SaveSummary, name: string): Promise<void> {
    const trimmed = name.trim();
    this.renaming = null;
    if (!trimmed || trimmed === s.name) return this.draw();
    try {
      await request(this.ctx.api, 'saves:rename', { save: s.id, name: trimmed });
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    await this.reload();
  }

  private async remove(s: SaveSummary): Promise<void> {
    // Two clicks: the first arms the button, so a stray click never loses a game.
    if (this.armedDelete !== s.id) {
      this.armedDelete = s.id;
      return this.draw();
    }
    this.armedDelete = null;
    try {
      await request(this.ctx.api, 'saves:delete', { save: s.id });
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    await this.reload();
  }

  private async resume(s: SaveSummary): Promise<void> {
    try {
      const reply = await request(this.ctx.api, 'saves:resume', { save: s.id });
      // A game against the computer goes on against it (the save's setup names its seats).
      await this.ctx.nav.go('game', reply);
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  private async exportFile(s: SaveSummary): Promise<void> {
    try {
      const r = await exportSaveFile(this.ctx.api, s.id);
      downloadParts(fileName(r.name, 'arbiter-save'), r.parts, 'application/x-ndjson');
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
  }

  // Any length: the file is read and sent as a stream, and the host reads it a line at a time.
  private async importFile(file: Blob): Promise<void> {
    try {
      const s = await importSaveFile(this.ctx.api, file);
      this.ctx.notify(this.ctx.i18n.t('saves.imported', { name: s.name }));
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    await this.reload();
  }
}
