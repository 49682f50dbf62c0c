import type { GameObject } from './state';

/**
 * A game object record with every field of GameObject in one order, the optional ones present
 * as undefined when absent. Every record then has one hidden class: the kernel reads `o.card`,
 * `o.zone`, `o.controller` at thousands of sites, and records built with optional spreads came
 * in ten shapes, which made those reads megamorphic (issue 14: random play of WTR Blitz).
 * Undefined members are skipped by the state hash and by JSON, so stored states are unchanged.
 * Writers set an optional field to undefined to clear it (never `delete`: that changes the shape).
 */
export function objectRecord(f: GameObject): GameObject {
  return {
    id: f.id,
    physical: f.physical,
    card: f.card,
    owner: f.owner,
    controller: f.controller,
    zone: f.zone,
    tapped: f.tapped,
    faceDown: f.faceDown,
    counters: f.counters,
    damage: f.damage,
    enteredTurn: f.enteredTurn,
    timestamp: f.timestamp,
    stats: f.stats,
    token: f.token,
    createdBy: f.createdBy,
    chosen: f.chosen,
    from: f.from,
    mayPlay: f.mayPlay,
    defending: f.defending,
    proxyOf: f.proxyOf,
    paid: f.paid,
    attachedTo: f.attachedTo,
    attachments: f.attachments,
  } satisfies Record<keyof GameObject, unknown>; // every field, so one added to GameObject and not here does not compile
}
