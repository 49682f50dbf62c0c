import type { ReadState } from '../core/draft';
import type { Action } from '../core/actions';
import { log, makeCtx, type Ctx, type Engine } from '../core/context';
import { refuse } from '../core/errors';
import { zoneKey, type Seat, type ZoneKey } from '../core/ids';
import type { GameState } from '../core/state';
import { act } from '../game/game';
import { turnMachine } from '../flow/machine';
import { performTurnAction } from '../flow/turn';
import { afterAction, gameStateProcessing, passPriority } from '../flow/priority';
import { activateAbility, activatedAbilities, checkActivate, checkPlay, playCard } from '../stack/play';
import { ruledOut } from '../stack/ruled-out';
import type { Profile, ProfileRules } from './types';
import { change, edit, type WorkingState } from '../core/draft';
import { objectAt } from '../core/object-table';
import { performManual } from './manual-play';
import { permanentZones } from '../core/functioning-zones';

/** What a kernel-run profile declares: the profile's configuration, its rules hooks, and its own actions. */
export interface KernelProfileConfig
  extends Pick<
    Profile,
    'id' | 'stackName' | 'zones' | 'stats' | 'mainPhase' | 'playZone' | 'openingHand' | 'starter' | 'declarationSteps' | 'keywords' | 'triggerKeywords' | 'staticKeywords' | 'layers' | 'citations' | 'dialect' | 'deck' | 'deckFormats'
  > {
  rules: ProfileRules;
  /** Profile actions besides play/activate/pass (attack, defend). */
  perform?(ctx: Ctx, action: Action): boolean;
  /** Candidate attacks and defenses for legalActions (checked by trying them). */
  candidates?(engine: Engine, state: ReadState, seat: Seat): Action[];
}

/** Marks a seat as having lost; the game ends when one seat (or none) is left. */
export function loseGame(ctx: Ctx, seat: Seat, reason: string): void {
  const p = ctx.state.players[seat];
  if (!p || p.lost) return;
  edit(ctx.state, 'players', seat).lost = true;
  log(ctx, 'log.lost', { seat, reason });
  endIfDecided(ctx);
}

/** The game ends when one seat (or none) is left: that seat wins. */
export function endIfDecided(ctx: Ctx): void {
  const alive = ctx.state.seats.filter((s) => !ctx.state.players[s].lost);
  if (alive.length > 1 || ctx.state.over) return;
  ctx.state.over = true;
  ctx.state.winner = alive[0] ?? null;
  edit(ctx.state, 'turn').priority = null;
  log(ctx, 'log.game-over', { winner: alive[0] ?? '-' });
}

/**
 * Builds a profile whose actions run through the shared kernel: priority and the stack
 * (engine/flow, engine/stack), the event pipeline, continuous effects and triggers. The
 * profile supplies configuration and the hooks of ProfileRules.
 */
export function kernelProfile(config: KernelProfileConfig): Profile {
  // Where activated abilities may be found: the zones in play, without the combat chain.
  const activationZones = permanentZones(config);
  // Each seat's keys of those zones, and of the zones cards are played from: the hand, then the profile's others (listed at every priority).
  const seatKeys = new Map<Seat, { activation: readonly ZoneKey[]; playable: readonly ZoneKey[] }>();
  const keysOf = (seat: Seat) => {
    let keys = seatKeys.get(seat);
    if (!keys) {
      keys = { activation: activationZones.map((z) => zoneKey(seat, z)), playable: ['hand', ...(config.rules.playableFrom?.zones ?? [])].map((z) => zoneKey(seat, z)) };
      seatKeys.set(seat, keys);
    }
    return keys;
  };
  const profile: Profile = {
    id: config.id,
    stackName: config.stackName,
    zones: config.zones,
    stats: config.stats,
    mainPhase: config.mainPhase,
    playZone: config.playZone,
    openingHand: config.openingHand,
    rules: config.rules,
    ...(config.layers ? { layers: config.layers } : {}),
    ...(config.starter ? { starter: config.starter } : {}),
    ...(config.declarationSteps ? { declarationSteps: config.declarationSteps } : {}),
    ...(config.citations ? { citations: config.citations } : {}),
    ...(config.dialect ? { dialect: config.dialect } : {}),
    ...(config.deck ? { deck: config.deck } : {}),
    ...(config.deckFormats ? { deckFormats: config.deckFormats } : {}),
    ...(config.keywords ? { keywords: config.keywords } : {}),
    ...(config.triggerKeywords ? { triggerKeywords: config.triggerKeywords } : {}),
    ...(config.staticKeywords ? { staticKeywords: config.staticKeywords } : {}),
    flow: { machine: turnMachine(`${config.id}-turn`, config.rules.phases), perform: performTurnAction },
    perform(ctx, action) {
      switch (action.type) {
        case 'pass':
          passPriority(ctx, action.by, true); // the whole action: the step it begins may be a resume point
          return;
        case 'play':
          playCard(ctx, action);
          afterAction(ctx, action.by);
          return;
        case 'activate': {
          const holder = ctx.state.turn.priority;
          activateAbility(ctx, action);
          if (holder === action.by) afterAction(ctx, action.by);
          else gameStateProcessing(ctx);
          return;
        }
        case 'concede':
          loseGame(ctx, action.by, 'concede');
          return;
        case 'manual':
          return performManual(ctx, action.by, action.change);
        case 'attack':
        case 'defend':
          if (config.perform?.(ctx, action)) return;
          return refuse('not-legal', `${config.id} has no ${action.type} action here`);
        case 'answer':
          return refuse('no-decision', 'answers are handled by the action runner');
      }
    },
    legalActions(engine, state, seat) {
      const out: Action[] = [];
      const keys = keysOf(seat);
      // Plays and activations are checked as they are listed, without changing anything (the
      // same checks `act` runs), the cheapest first (stack/ruled-out.ts).
      const ctx = makeCtx(engine, state as WorkingState, []);
      if (state.turn.priority === seat) {
        out.push({ type: 'pass', by: seat });
        for (const key of keys.playable) {
          const ids = state.zones[key];
          if (ids !== undefined) for (const id of ids) offer(ctx, { type: 'play', by: seat, card: id }, out);
        }
      }
      for (const key of keys.activation) {
        const ids = state.zones[key];
        if (ids === undefined) continue;
        for (const id of ids) {
          const count = activatedAbilities(engine.cards[objectAt(state.objects, id)!.card]).length;
          for (let i = 1; i <= count; i++) offer(ctx, { type: 'activate', by: seat, card: id, ability: i }, out);
        }
      }
      // Profile actions (attacks, cross tests) are tried: a decision they would ask counts as accepted.
      for (const c of config.candidates?.(engine, state, seat) ?? []) if (act(engine, state, c).ok) out.push(c);
      out.push({ type: 'concede', by: seat });
      return out;
    },
  };
  return profile;
}

/** A play or activation joins the legal actions if nothing rules it out (stack/ruled-out.ts) and its full check passes. */
function offer(ctx: Ctx, c: Extract<Action, { type: 'play' | 'activate' }>, out: Action[]): void {
  if (ruledOut(ctx, c)) return;
  if (!(c.type === 'play' ? checkPlay(ctx, c) : checkActivate(ctx, c))) out.push(c);
}

/** Places a game at a phase for scenarios: the turn player holds priority, the stack is empty. */
export function startAt(state: ReadState, phase: string): GameState {
  return change(state, (draft) => {
    const [p, step] = phase.split('.');
    draft.flow = step ? `${p}__${step}` : p;
    const turn = edit(draft, 'turn');
    turn.phase = p;
    turn.step = step ?? null;
    turn.priority = turn.player;
    turn.passes = [];
  });
}
