import fs from 'node:fs';
import { createEngine, profileIds, playMatch, PLAYER_KINDS, type PlayerKind } from '../../../engine/index';
import { defaultSetsDir, loadCardSets } from '../../services/card-sets';
import { decksDirBeside } from '../../services/decks/shipped-decks';
import type { PlayDeck } from '../../services/decks/play-deck';
import { loadSimDeck } from './sim-decks';
import { EXIT, type Command } from '../command';
import { percentile, wilson, type SimSummary } from './sim-stats';

const USAGE = [
  'arbiter sim --game <profile> --players P1,P2 [--decks D1,D2] [--games N] [--seed S] [--json FILE]',
  '',
  '  Plays computer-versus-computer games; the players swap seats every other game.',
  `  --players P1,P2     who plays: ${PLAYER_KINDS.join(', ')}`,
  '  --decks D1,D2       each player\'s deck: "starter" (the profile\'s starter deck, the default), a shipped',
  '                      deck by file name ("rhinar-blitz": hero, weapons and equipment in play), or a file:',
  '                      a deck list as the app writes it, or card ids one a line ("3 basic-strike-red")',
  '  --games N           how many games (default 100)',
  '  --seed S            the first game\'s seed (default 1); game i uses S + i',
  '  --max-actions N     a game not over after N actions is a draw (default 3000)',
  '  --iterations N      search iterations per decision for normal and hard (overrides their budgets; no time limit)',
  '  --time-ms N         the hard level\'s time budget per decision',
  '  --json FILE         also write {"games","wins","draws","avgActions","decisionMs":{"p50","p95"},',
  '                      "first":{player:{"games","wins"}}} to FILE (first: the games each player began)',
].join('\n');

interface SimArgs {
  game: string;
  players: [PlayerKind, PlayerKind];
  decks: [string, string];
  games: number;
  seed: number;
  maxActions: number;
  iterations?: number;
  timeMs?: number;
  json?: string;
}

function parse(args: readonly string[]): SimArgs | string {
  const opts = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) return `unexpected argument "${a}"`;
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) return `${a} needs a value`;
    opts.set(a.slice(2), value);
    i++;
  }
  const known = ['game', 'players', 'decks', 'games', 'seed', 'max-actions', 'iterations', 'time-ms', 'json'];
  const unknown = [...opts.keys()].find((k) => !known.includes(k));
  if (unknown) return `unknown option --${unknown}`;
  const game = opts.get('game');
  if (!game) return '--game is required';
  if (!profileIds().includes(game)) return `unknown game "${game}" (known: ${profileIds().join(', ')})`;
  const players = (opts.get('players') ?? '').split(',');
  if (players.length !== 2) return '--players takes two players, e.g. --players hard,random';
  const bad = players.find((p) => !PLAYER_KINDS.includes(p as PlayerKind));
  if (bad !== undefined) return `unknown player "${bad}" (known: ${PLAYER_KINDS.join(', ')})`;
  const decks = (opts.get('decks') ?? 'starter,starter').split(',');
  if (decks.length !== 2) return '--decks takes two decks, e.g. --decks starter,starter';
  const int = (name: string, fallback: number | undefined, min: number): number | undefined | string => {
    const v = opts.get(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    return Number.isInteger(n) && n >= min ? n : `--${name} takes a whole number of at least ${min}`;
  };
  const games = int('games', 100, 1);
  const seed = int('seed', 1, 0);
  const maxActions = int('max-actions', 3000, 1);
  const iterations = int('iterations', undefined, 1);
  const timeMs = int('time-ms', undefined, 1);
  for (const v of [games, seed, maxActions, iterations, timeMs]) if (typeof v === 'string') return v;
  return {
    game,
    players: players as [PlayerKind, PlayerKind],
    decks: decks as [string, string],
    games: games as number,
    seed: seed as number,
    maxActions: maxActions as number,
    iterations: iterations as number | undefined,
    timeMs: timeMs as number | undefined,
    json: opts.get('json'),
  };
}

/** `arbiter sim`: computer-versus-computer games, win rates with 95% confidence intervals. */
export const sim: Command = {
  name: 'sim',
  summary: 'play computer-versus-computer games and report win rates',
  usage: USAGE,
  async run(args, io) {
    const a = parse(args);
    if (typeof a === 'string') {
      io.err(`arbiter sim: ${a}\n\n${USAGE}`);
      return EXIT.usage;
    }
    const cards = loadCardSets()[a.game] ?? {};
    let decks: PlayDeck[];
    try {
      decks = a.decks.map((d) => loadSimDeck(d, a.game, cards, decksDirBeside(defaultSetsDir())));
    } catch (e) {
      io.err(`arbiter sim: ${e instanceof Error ? e.message : String(e)}`);
      return EXIT.usage;
    }
    const engine = createEngine(a.game, cards);
    // Two players of one kind get told apart by the side they started on.
    const names = a.players[0] === a.players[1] ? [`${a.players[0]}#1`, `${a.players[1]}#2`] : [...a.players];
    const wins = [0, 0];
    // Per player: games in which they took the first turn, and wins among them.
    const firstGames = [0, 0];
    const firstWins = [0, 0];
    let draws = 0;
    let actions = 0;
    const times: number[][] = [[], []];
    const budget = { ...(a.iterations !== undefined ? { iterations: a.iterations, timeMs: undefined } : {}), ...(a.timeMs !== undefined ? { timeMs: a.timeMs } : {}) };
    for (let g = 0; g < a.games; g++) {
      // Seats swapped every other game: player 0 is A in even games, B in odd ones.
      const swap = g % 2 === 1;
      const seatOf = (p: number) => ((p === 0) !== swap ? 'A' : 'B');
      // Keyed A first whoever sits there: the seats' order is the turn order (newGame takes it
      // from the keys, and most profiles give the first turn to the first seat), so the swap
      // changes who goes first, not only the seats' names.
      const playerAt = (seat: string) => (seatOf(0) === seat ? 0 : 1);
      const bySeat = <T>(of: (p: number) => T): Record<string, T> => ({ A: of(playerAt('A')), B: of(playerAt('B')) });
      const r = playMatch(engine, {
        seed: a.seed + g,
        decks: bySeat((p) => decks[p].deck),
        inventory: bySeat((p) => decks[p].inventory),
        players: bySeat((p) => a.players[p]),
        maxActions: a.maxActions,
        budget,
        now: () => performance.now(),
      });
      actions += r.actions;
      if (r.winner === null) draws++;
      else wins[r.winner === seatOf(0) ? 0 : 1]++;
      const opener = r.first === seatOf(0) ? 0 : 1;
      firstGames[opener]++;
      if (r.winner === r.first) firstWins[opener]++;
      for (const p of [0, 1]) times[p].push(...r.decisionMs[seatOf(p)]);
      io.err(`game ${g + 1}/${a.games}: ${r.winner === null ? 'draw' : names[r.winner === seatOf(0) ? 0 : 1]} (${r.actions} actions)`);
    }
    const summary: SimSummary = {
      games: a.games,
      wins: { [names[0]]: wins[0], [names[1]]: wins[1] },
      draws,
      avgActions: actions / a.games,
      decisionMs: { p50: percentile(times[0], 0.5), p95: percentile(times[0], 0.95) },
      first: { [names[0]]: { games: firstGames[0], wins: firstWins[0] }, [names[1]]: { games: firstGames[1], wins: firstWins[1] } },
    };
    io.out(`${a.game}: ${names[0]} vs ${names[1]}, ${a.games} games (seats swapped every other game), decks ${a.decks.join(' vs ')}`);
    for (const p of [0, 1]) {
      const [lo, hi] = wilson(wins[p], a.games);
      io.out(
        `  ${names[p].padEnd(10)} wins ${String(wins[p]).padStart(4)}  ${pct(wins[p] / a.games)}  95% CI ${pct(lo)}-${pct(hi)}  decision ms p50 ${percentile(times[p], 0.5).toFixed(1)} p95 ${percentile(times[p], 0.95).toFixed(1)}`,
      );
    }
    io.out(`  draws ${draws}, average length ${summary.avgActions.toFixed(1)} actions`);
    io.out(`  taking the first turn: ${[0, 1].map((p) => `${names[p]} in ${firstGames[p]} games, won ${firstWins[p]}`).join('; ')}`);
    if (a.json) fs.writeFileSync(a.json, JSON.stringify(summary, null, 2) + '\n');
    return EXIT.ok;
  },
};

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}
