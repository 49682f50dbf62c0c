import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type App } from './fixtures/app';
import { SCREENSHOTS } from './fixtures/suite';
import { DeckBuilderPage } from './pages/DeckBuilderPage';
import { HomePage } from './pages/HomePage';

/*
 * Home says what game is about to start: a hotseat game while people play both seats, a game
 * against the computer (at its level) once a seat is the computer's, and one the computer plays
 * alone when it has both; the heading follows the seat menus as they change. A new user's Home
 * opens on Flesh and Blood with its shipped Blitz decks; a restarted app opens on the game and
 * decks last chosen, and a remembered deck deleted since gives way to the default, no error said.
 * In English and Japanese, at 1024x640.
 */
const RUNS = [
  {
    language: 'en',
    hotseat: { heading: 'New hotseat game', intro: 'Two players share this screen. The board always shows the seat that must act at the bottom.' },
    computer: { heading: 'New game against the computer (normal)', intro: 'You play Seat A; the computer plays Seat B. Your seat is always at the bottom of the board.' },
    watch: { heading: 'New game: the computer plays every seat', intro: 'You watch the computer play Seat A (easy), Seat B (normal). The board always shows the seat that must act at the bottom.' },
  },
  {
    language: 'ja',
    hotseat: { heading: '新しい対面対戦', intro: '2人で1つの画面を使います。盤面の下側には、常に行動するプレイヤーが表示されます。' },
    computer: { heading: 'コンピューター（ふつう）との新しい対戦', intro: 'あなたはプレイヤーA、コンピューターはプレイヤーBをプレイします。盤面の下側には、常にあなたの席が表示されます。' },
    watch: { heading: 'コンピューター同士の新しい対戦', intro: 'コンピューターがプレイヤーA（やさしい）、プレイヤーB（ふつう）をプレイし、あなたは観戦します。盤面の下側には、常に行動するプレイヤーが表示されます。' },
  },
] as const;

/**
 * Waits until the host keeps Home's choice as the page shows it (the game, and seat A's deck when
 * it was chosen): the page saves it as it is made, and a restart before that would lose it.
 */
async function kept(app: App, deckA: boolean): Promise<void> {
  const game = await app.page.getByTestId('profile-select').inputValue();
  const a = Number(await app.page.getByTestId('deck-select-A').inputValue());
  await expect.poll(() => app.host.services.settings.get().home).toMatchObject({ game, decks: deckA ? { A: a } : {} });
}

/** Waits until Home has loaded a Flesh and Blood seat's deck and checked it. */
async function decksChecked(home: HomePage): Promise<void> {
  await home.page.getByTestId('deck-status-B').locator('[data-legal="true"]').waitFor();
}

for (const run of RUNS) {
  describe(`Home in ${run.language} at 1024x640: the heading says what game the seats make; the app reopens on the last choice`, () => {
    let app: App;
    const errors: string[] = [];
    const home = () => new HomePage(app.page);
    /** Quits the app and opens it again on its data folder, keeping the page errors seen so far. */
    const restart = async () => {
      errors.push(...app.errors);
      app = await app.restart();
    };

    beforeAll(async () => {
      app = await launchApp({ width: 1024, height: 640 });
    });
    afterAll(async () => {
      await app?.close();
    });

    it("a new user's Home opens on Flesh and Blood with its shipped Blitz decks, as a hotseat game", async () => {
      await home().setLanguage(run.language);
      expect(await home().game()).toBe('fab');
      await decksChecked(home());
      expect(await home().chosenDeck('A')).toContain('Rhinar (Blitz)');
      expect(await home().chosenDeck('B')).toContain('Katsu (Blitz)');
      expect(await home().heading()).toEqual(run.hotseat);
    });

    it('a seat set to the computer makes it a game against the computer at its level; both seats, a game the computer plays alone; back to people, hotseat', async () => {
      await home().setPlayer('B', 'normal');
      expect(await home().heading()).toEqual(run.computer);
      await app.page.screenshot({ path: path.join(SCREENSHOTS, `home-vs-computer-${run.language}.png`) });
      await home().setPlayer('A', 'easy');
      expect(await home().heading()).toEqual(run.watch);
      await home().setPlayer('A', 'human');
      await home().setPlayer('B', 'human');
      expect(await home().heading()).toEqual(run.hotseat);
    });

    it('a restarted app opens on the game and the decks last chosen, in the language last chosen', async () => {
      await home().chooseDeck('A', 'Dorinthea (Blitz)');
      await kept(app, true);
      await restart();
      await decksChecked(home());
      expect(await home().game()).toBe('fab');
      expect(await home().chosenDeck('A')).toContain('Dorinthea (Blitz)');
      expect(await home().chosenDeck('B')).toContain('Katsu (Blitz)');
      expect(await home().heading()).toEqual(run.hotseat);
      await app.page.getByTestId('profile-select').selectOption('mtg');
      await kept(app, false);
      await restart();
      expect(await home().game()).toBe('mtg');
      await app.page.screenshot({ path: path.join(SCREENSHOTS, `home-remembered-${run.language}.png`) });
    });

    it('a remembered deck deleted since gives way to the default deck, with no error', async () => {
      await app.page.getByTestId('profile-select').selectOption('fab');
      await decksChecked(home());
      await home().chooseDeck('A', 'Dorinthea (Blitz)');
      await kept(app, true);
      await home().open('decks');
      const decks = new DeckBuilderPage(app.page);
      await decks.pick('Dorinthea (Blitz)');
      await app.page.getByTestId('deck-delete').click();
      await app.page.getByTestId('deck-delete').click();
      await expect.poll(() => app.page.getByTestId('deck-pick').locator('option', { hasText: 'Dorinthea' }).count()).toBe(0);
      expect(app.host.services.settings.get().home?.decks.A).toBeGreaterThan(0);
      await restart();
      await decksChecked(home());
      expect(await home().game()).toBe('fab');
      expect(await home().chosenDeck('A')).toContain('Rhinar (Blitz)');
      expect(await app.page.getByTestId('toasts').locator('.toast').count()).toBe(0);
    });

    it('logged no errors in the page', () => {
      expect([...errors, ...app.errors]).toEqual([]);
    });
  });
}
