import type { TableView } from '../../api';
import { card } from './fixture-cards';
import { fabChain } from './fab-chain.scene';

const attack = (id: string, name: string, power: number, defense: number) => card(id, name, { typeLine: 'Ninja Action - Attack', text: 'Combo - If the last attack was Head Jab, this gets +2{p}. Go again', stats: { cost: 0, pitch: 1, power, defense } });
const defender = (id: string, name: string, defense: number) => card(id, name, { typeLine: 'Guardian Action - Attack', stats: { cost: 2, pitch: 1, power: 6, defense } });

/** Katsu's turn of seven links (a combo turn with go again), each defended, some with attack reactions on them. */
const links = [
  { attack: attack('k1', 'Head Jab', 3, 2), defenders: [defender('d1', 'Cartilage Crush', 3)], reactions: [{ card: 'ancestral-empowerment-red', name: 'Ancestral Empowerment' }], power: 4, defense: 3 },
  { attack: attack('k2', 'Leg Tap', 4, 2), defenders: [defender('d2', 'Sink Below', 4), defender('d3', 'Ironrot Legs', 1)], reactions: [], power: 6, defense: 5 },
  { attack: attack('k3', 'Surging Strike', 3, 2), defenders: [], reactions: [{ card: 'whelming-gustwave-red', name: 'Whelming Gustwave' }, { card: 'pummel-red', name: 'Pummel' }], power: 5, defense: 0 },
  { attack: attack('k4', 'Whelming Gustwave', 3, 2), defenders: [defender('d4', 'Staunch Response', 2)], reactions: [], power: 3, defense: 5 },
  { attack: attack('k5', 'Rising Knee Thrust', 5, 2), defenders: [defender('d5', 'Helm of Isen’s Peak', 1)], reactions: [], power: 7, defense: 1 },
  { attack: attack('k6', 'Blackout Kick', 6, 2), defenders: [defender('d6', 'Tectonic Plating', 2), defender('d7', 'Debilitate', 3)], reactions: [{ card: 'ancestral-empowerment-red', name: 'Ancestral Empowerment' }], power: 11, defense: 10 },
  { attack: attack('k7', 'Harmonized Kodachi', 1, 0), defenders: [], reactions: [], power: 1, defense: 0 },
];

/**
 * A Welcome to Rathe Blitz table on the seventh link of a combat chain (play-test: link labels
 * overlapped from the third link on): Katsu, the viewer, chained six attacks with go again and
 * now swings its Kodachi; Bravo defended most of them. Everything else as on `fab-chain`.
 */
export const fabChainLong: TableView = {
  ...fabChain,
  turn: { number: 9, player: 'A', phase: 'action', step: 'reaction' },
  players: fabChain.players.map((p) => ({
    ...p,
    zones: p.zones.map((z) => (z.zone !== 'combat-chain' ? z : { ...z, cards: p.seat === 'A' ? links.map((l) => l.attack) : links.flatMap((l) => l.defenders), count: p.seat === 'A' ? links.length : links.flatMap((l) => l.defenders).length })),
  })),
  chain: links.map((l, i) => ({ attack: l.attack.id, defenders: l.defenders.map((d) => d.id), reactions: l.reactions, power: l.power, defense: l.defense, active: i === links.length - 1 })),
};
