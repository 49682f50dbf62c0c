import { plainDialect, type CardDialect } from '../../cards/dialect';
import { keyword as k } from '../../cards/compile/keywords';

/** How chrono prints its cards: its keywords; plain `types [- subtypes]` type lines, no colours. */
export const chronoDialect: CardDialect = {
  ...plainDialect,
  keywords: [
    k('haste', 'Haste'), k('valor', 'Valor'), k('breakthrough', 'Breakthrough', 'number'), k('soul-stoning', 'Soul-stoning'),
    k('soul-change', 'Soul Change', 'paren'), k('harvest', 'Harvest', 'counter'), k('aura', 'Aura'),
  ],
};
