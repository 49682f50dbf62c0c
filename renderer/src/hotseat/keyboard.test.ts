import { describe, expect, it } from 'vitest';
import { catalogs } from '../i18n';
import { KEY_BINDINGS, keyLabel } from './keyboard';

describe('table keys (issue 15: keyboard play, Cockatrice and XMage habits)', () => {
  it('binds Ctrl+Enter to the next turn and Ctrl+Space to the next phase, as Cockatrice does, and F-keys as XMage', () => {
    const of = (command: string) => KEY_BINDINGS.find((b) => b.command === command)?.keys ?? [];
    expect(of('pass-until-turn')).toEqual(expect.arrayContaining(['$mod+Enter', 'F4']));
    expect(of('pass-until-phase')).toEqual(expect.arrayContaining(['$mod+Space', 'F6']));
    expect(of('pass')).toContain('F2');
  });

  it('never binds one key to two commands', () => {
    const keys = KEY_BINDINGS.flatMap((b) => b.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes bindings for people', () => {
    expect(keyLabel('$mod+Enter')).toBe('Ctrl+Enter');
    expect(keyLabel('$mod+Shift+KeyQ')).toBe('Ctrl+Shift+Q');
    expect(keyLabel('Shift+Slash')).toBe('?');
  });

  it('describes every command in English and Japanese (the help overlay)', () => {
    for (const lang of ['en', 'ja'] as const) {
      const keys = (catalogs[lang] as { table: { keys: Record<string, string> } }).table.keys;
      for (const { command } of KEY_BINDINGS) expect(keys[command], `${lang} table.keys.${command}`).toMatch(/\S/);
    }
  });
});
