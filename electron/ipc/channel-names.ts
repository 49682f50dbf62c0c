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
  'game:close',
] as const;

/** A channel name (`domain:verb`). */
export type ChannelName = (typeof channelNames)[number];

/** The name of a channel's function on `window.arbiter` (`game:act` -> `gameAct`). */
export function methodName(channel: ChannelName): string {
  const [domain, verb] = channel.split(':');
  return domain + verb.charAt(0).toUpperCase() + verb.slice(1);
}
