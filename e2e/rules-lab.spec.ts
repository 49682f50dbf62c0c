import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HomePage } from './pages/HomePage';
import { SCREENSHOTS, useApp } from './fixtures/suite';

/**
 * Issue 17 items 4 and 7: the rules lab opens a shipped scenario on the table, steps through
 * its script showing why each ruling was made (rule IDs and their text, in the player's
 * language), and plays on from any step.
 */
describe('rules lab: a shared case stepped on the table with its rulings explained', () => {
  const suite = useApp({ width: 1440, height: 900 });

  it('steps a prevention case to its end, explains the prevented damage in en and ja, and plays on', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.open('lab');
    await page.getByTestId('lab-title').filter({ hasText: /\S/ }).waitFor();
    const value = await page.getByTestId('lab-scenario').locator('option', { hasText: 'Prevention with no stated amount' }).getAttribute('value');
    await page.getByTestId('lab-scenario').selectOption(value ?? '');
    await page.getByTestId('lab-title').filter({ hasText: 'Prevention with no stated amount' }).waitFor();
    await expect.poll(() => page.getByTestId('lab-step').count()).toBe(6);
    await expect.poll(() => page.getByTestId('lab-result').getAttribute('data-status')).toBe('pass');

    // Step 3: 3 damage from B is prevented by Play Dead (FAB-6.4.10b).
    for (let i = 0; i < 3; i++) await page.getByTestId('lab-next').click();
    await page.locator('[data-testid="lab-screen"][data-step="3"]').waitFor();
    const rule = page.locator('[data-testid="trace-entry"][data-rule="FAB-6.4.10b"]').first();
    await rule.waitFor();
    expect(await rule.innerText()).toMatch(/FAB-6\.4\.10b[\s\S]*\S/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'lab-why-prevented-en.png') });

    await home.setLanguage('ja');
    await home.open('lab');
    await page.getByTestId('lab-scenario').selectOption(value ?? '');
    await page.getByTestId('lab-last').click();
    await page.locator('[data-testid="lab-screen"][data-step="5"]').waitFor();
    expect(await page.getByTestId('lab-expect').innerText()).toContain('A.life: 18');
    expect(await page.getByTestId('lab-result').innerText()).toContain('期待どおり');
    await page.getByTestId('lab-prev').click();
    await page.getByTestId('lab-prev').click();
    await page.locator('[data-testid="lab-screen"][data-step="3"]').waitFor();
    const ja = await page.locator('[data-testid="trace-entry"][data-rule="FAB-6.4.10b"]').first().innerText();
    expect(ja).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'lab-why-prevented-ja.png') });

    // Play on from step 3: a hotseat game at that board.
    await page.getByTestId('lab-play').click();
    await page.getByTestId('game-screen').waitFor();
    await page.getByTestId('pass-button').waitFor();
    expect(await suite.board.view().then((v) => v.players[0].stats.life)).toBe(20);
    await home.setLanguage('en');
    expect(suite.app.errors).toEqual([]);
  });

  it('opens a file the player picks, and says what is wrong with a broken one', async () => {
    const page = suite.app.page;
    const home = new HomePage(page);
    await home.open('lab');
    await page.getByTestId('lab-file-input').setInputFiles({ name: 'broken-puzzle.yaml', mimeType: 'text/yaml', buffer: Buffer.from('- id: x/y\n  profile: fab\n  script: 3\n') });
    await page.getByTestId('toasts').filter({ hasText: 'broken-puzzle.yaml' }).waitFor();
    const puzzle = [
      '- id: my/bolt',
      '  profile: fab',
      '  rules: [FAB-6.4.10b]',
      '  title: My own puzzle',
      '  players:',
      '    A: {life: 20, hand: [feign-death]}',
      '    B: {}',
      '  script:',
      '    - play: {by: A, card: feign-death}',
      '    - resolve: all',
      '  expect: []',
      '',
    ].join('\n');
    await page.getByTestId('lab-file-input').setInputFiles({ name: 'my-puzzle.yaml', mimeType: 'text/yaml', buffer: Buffer.from(puzzle) });
    await page.getByTestId('lab-title').filter({ hasText: 'My own puzzle' }).waitFor();
    await expect.poll(() => page.getByTestId('lab-step').count()).toBe(3);
  });
});
