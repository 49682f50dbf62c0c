import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';

const startLabel = (page: HomePage['page']) => page.getByTestId('start-game').innerText();
const pageLanguage = (page: HomePage['page']) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { lang: string } } }).document.documentElement.lang);

/*
 * A new user's app speaks their system's language: a Japanese desktop opens Home in Japanese
 * without a trip to Settings, and a language the app lacks falls back to English. Once the user
 * picks a language it stays, whatever the system says.
 */
describe('a new user on a Japanese system', () => {
  const suite = useApp({ width: 1024, height: 640, locale: 'ja-JP' });

  it('opens in Japanese before any language is chosen', async () => {
    const page = suite.app.page;
    expect(await pageLanguage(page)).toBe('ja');
    expect(await startLabel(page)).toBe('ゲーム開始');
  });

  it('keeps English once the user picks it, across a reload', async () => {
    const page = suite.app.page;
    await new HomePage(page).setLanguage('en');
    expect(await startLabel(page)).toBe('Start game');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await pageLanguage(page)).toBe('en');
    expect(await startLabel(page)).toBe('Start game');
    expect(suite.app.errors).toEqual([]);
  });
});

describe('a new user on a system in a language the app lacks', () => {
  const suite = useApp({ locale: 'fr-FR' });

  it('opens in English', async () => {
    expect(await pageLanguage(suite.app.page)).toBe('en');
    expect(await startLabel(suite.app.page)).toBe('Start game');
  });
});
