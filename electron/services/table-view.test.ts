import { describe, expect, it } from 'vitest';
import { getProfile, profileIds, type Profile } from '../../engine/index';
import { GameSessions } from './game-session';
import { zoneRoles } from './table-view';

const profile = (id: string): Profile => {
  const p = getProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
};

describe('zoneRoles', () => {
  for (const id of profileIds()) {
    it(`${id}: one hand, one deck, at most one graveyard, the profile's play zone in play`, () => {
      const p = profile(id);
      const roles = zoneRoles(p);
      expect(Object.keys(roles)).toEqual(p.zones.map((z) => z.name));
      const named = (role: string) => Object.keys(roles).filter((z) => roles[z] === role);
      expect(named('hand')).toEqual(['hand']);
      expect(named('deck')).toEqual(['deck']);
      expect(named('graveyard').length).toBeLessThanOrEqual(1);
      expect(named('play')).toContain(p.playZone);
    });
  }

  it('fab: the arena and the combat chain are in play; pitch, banished, soul and arsenal are other piles', () => {
    expect(zoneRoles(profile('fab'))).toEqual({
      deck: 'deck',
      hand: 'hand',
      arena: 'play',
      'combat-chain': 'play',
      stack: 'stack',
      pitch: 'pile',
      graveyard: 'graveyard',
      banished: 'pile',
      soul: 'pile',
      arsenal: 'pile',
    });
  });

  it('mtg: the battlefield is in play, the graveyard is the graveyard, exile is another pile', () => {
    expect(zoneRoles(profile('mtg'))).toEqual({ deck: 'deck', hand: 'hand', battlefield: 'play', stack: 'stack', graveyard: 'graveyard', exile: 'pile' });
  });

  it('a game without a graveyard zone but a discard pile uses the discard pile (chrono, house)', () => {
    expect(zoneRoles(profile('chrono'))).toMatchObject({ discard: 'graveyard', 'soul-yard': 'pile', 'ca-yard': 'pile' });
    expect(zoneRoles(profile('house'))).toEqual({ deck: 'deck', hand: 'hand', play: 'play', discard: 'graveyard' });
  });
});

describe('tableView', () => {
  it('fab: a played card waits on the stack, named, in its controller stack zone, until both pass', () => {
    const games = new GameSessions(undefined, () => 42);
    const start = games.create({ profile: 'fab' });
    expect(start.view.table.stack).toEqual([]);
    expect(start.view.table.roles.arena).toBe('play');
    const play = start.view.legal.find((a) => a.type === 'play');
    if (play?.type !== 'play') throw new Error('fab starts with a playable card');
    const name = start.view.players[0].zones.find((z) => z.zone === 'hand')?.cards.find((c) => c.id === play.card)?.name;
    const played = games.act(start.game, play);
    expect(played.refusal).toBeUndefined();
    const [entry] = played.view.table.stack;
    expect(entry).toMatchObject({ kind: 'card', controller: 'A', name });
    const stackZone = played.view.players.find((p) => p.seat === 'A')?.zones.find((z) => z.zone === 'stack');
    expect(stackZone?.cards.map((c) => c.id)).toEqual([entry.object]);
    games.act(start.game, { type: 'pass', by: 'A' });
    const resolved = games.act(start.game, { type: 'pass', by: 'B' });
    expect(resolved.view.table.stack).toEqual([]);
  });
});
