import type { ServerEvent } from './types';

/**
 * The channel names of the API contract, without their schemas. The sandboxed preload
 * imports only this file, so its bundle carries no zod and no engine code; contract.ts
 * checks at compile time that this list and its schema table name the same channels.
 */
export const channelNames = [
  'app:info',
  'settings:get',
  'settings:set',
  'game:new',
  'game:view',
  'game:act',
  'game:undo',
  'game:passUntil',
  'game:stops',
  'game:setStops',
  'game:rematch',
  'game:close',
  'collection:search',
  'collection:facets',
  'collection:set',
  'collection:add',
  'collection:bulkSet',
  'collection:setTotals',
  'collection:printings',
  'collection:exportCsv',
  'collection:importCsv',
  'decks:list',
  'decks:get',
  'decks:create',
  'decks:update',
  'decks:delete',
  'decks:check',
  'decks:importList',
  'decks:exportList',
  'decks:defaults',
  'saves:list',
  'saves:rename',
  'saves:delete',
  'saves:resume',
  'saves:replayStep',
  'saves:logPage',
  'saves:export',
  'saves:importPart',
  'saves:import',
  'saves:lastUnfinished',
  'import:fabCube',
  'import:setFile',
  'import:ownedCsv',
  'import:cancel',
  'lab:list',
  'lab:open',
  'lab:frame',
  'lab:play',
] as const;

/** A channel name (`domain:verb`). */
export type ChannelName = (typeof channelNames)[number];

/**
 * Events the services push to the renderer (no request, no reply; `game:changed`: the computer
 * moved in an open game, with the game's new view): the web host sends them
 * as `{event, payload}` on the `/api` socket, Electron through the preload's `onEvent`.
 */
export const eventNames = ['import:progress', 'import:done', 'game:changed'] as const;

/** A pushed event's name. */
export type EventName = (typeof eventNames)[number];

/** Whether a message from the host is a pushed event of the contract (clients check before trusting it). */
export function isServerEvent(message: unknown): message is ServerEvent {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as { event?: unknown; payload?: unknown };
  return typeof m.event === 'string' && (eventNames as readonly string[]).includes(m.event) && typeof m.payload === 'object' && m.payload !== null;
}

/** The IPC channel main uses to push events to the renderer (never a request channel). */
export const EVENT_CHANNEL = 'arbiter:event';

/** The name of a channel's function on `window.arbiter` (`game:act` -> `gameAct`). */
export function methodName(channel: ChannelName): string {
  const [domain, verb] = channel.split(':');
  return domain + verb.charAt(0).toUpperCase() + verb.slice(1);
}
