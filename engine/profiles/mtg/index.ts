import type { Ctx } from '../../core/context';
import type { Seat } from '../../core/ids';
import type { CardDef } from '../../cards/types';
import { kernelProfile, loseGame } from '../kernel-profile';
import { affordFromStat, costOf, isInstant, lethalDamageCheck, payFromStat, sorceryTiming, turnDraw, untapAll } from '../shared-rules';
import { zoneKey } from '../../core/ids';

/**
 * The `mtg` profile (comprehensive rules 614/616 as the digest states them): life 20, generic
 * mana as `resources` paid automatically; untap, upkeep, draw, main, combat, main 2, end.
 */
const PERMANENTS = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];

function canPlayNow(ctx: Ctx, seat: Seat, _card: string, def: CardDef): string | null {
  if (isInstant(def)) return null;
  return sorceryTiming(ctx, seat, ['main', 'main2']);
}

function onEnter(ctx: Ctx, key: string): void {
  const t = ctx.state.turn;
  if (key === 'untap') untapAll(ctx, t.player);
  if (key === 'draw') {
    const before = (ctx.state.zones[zoneKey(t.player, 'deck')] ?? []).length;
    if (before === 0) ctx.state.players[t.player].stats['drew-from-empty'] = 1;
    turnDraw(ctx, t.player);
  }
}

export const mtg = kernelProfile({
  id: 'mtg',
  stackName: 'stack',
  zones: [
    { name: 'deck', visibility: 'hidden', ordered: true },
    { name: 'hand', visibility: 'private', ordered: false },
    { name: 'battlefield', visibility: 'public', ordered: false, play: true },
    { name: 'stack', visibility: 'public', ordered: true },
    { name: 'graveyard', visibility: 'public', ordered: true },
    { name: 'exile', visibility: 'public', ordered: false },
  ],
  stats: { life: 20, resources: 0 },
  mainPhase: 'main',
  playZone: 'battlefield',
  openingHand: 7,
  rules: {
    phases: [
      { name: 'untap' },
      { name: 'upkeep', priority: true },
      { name: 'draw', priority: true },
      { name: 'main', priority: true },
      { name: 'combat', priority: true },
      { name: 'main2', priority: true },
      { name: 'end', priority: true },
    ],
    onEnter,
    canPlayNow,
    payPlayCost: (ctx, seat, _card, def) => payFromStat(ctx, seat, 'resources', costOf(def)),
    canAfford: (ctx, seat, _card, def) => affordFromStat(ctx, seat, 'resources', costOf(def)),
    usesStack: (def) => !def.types.includes('Land'),
    destinationOf: (def) => (def.types.some((t) => PERMANENTS.includes(t)) ? 'battlefield' : 'graveyard'),
    stateChecks: (ctx) => {
      lethalDamageCheck(ctx, 'toughness', true);
      for (const seat of ctx.state.seats) if (ctx.state.players[seat].stats['drew-from-empty']) loseGame(ctx, seat, 'empty-library');
    },
    replacementPolicy: 'mtg',
    triggerPolicy: 'apnap',
    priorityAfterResolve: 'turn-player',
  },
});
