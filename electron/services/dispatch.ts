import { validateRequest, type Channel, type Replies, type Reply, type Request } from '../ipc/contract';
import { ServiceError } from './errors';
import type { Services } from './services';

type Handler<C extends Channel> = (services: Services, request: Request<C>) => Replies[C] | Promise<Replies[C]>;

/** One handler per channel: the only place a request reaches a service. */
const handlers: { [C in Channel]: Handler<C> } = {
  'app:info': (s) => s.info(),
  'settings:get': (s) => s.settings.get(),
  'settings:set': (s, r) => s.settings.set(r),
  'game:new': (s, r) => s.games.create(r),
  'game:view': (s, r) => s.games.view(r.game, r.viewer),
  'game:act': (s, r) => s.games.act(r.game, r.action),
  'game:close': (s, r) => ({ closed: s.games.close(r.game) }),
};

/**
 * Validates a request against the contract and calls its service. Never throws: a bad
 * request, an unknown channel, a service error or a crash all come back as `{ok:false}`.
 * Used by both the Electron IPC handlers and the web host.
 */
export async function dispatch<C extends Channel>(services: Services, channel: C | string, request: unknown): Promise<Reply<C>> {
  const valid = validateRequest<C>(channel, request);
  if (!valid.ok) return { ok: false, error: valid.error };
  try {
    const handler = handlers[valid.channel] as Handler<C>;
    return { ok: true, value: await handler(services, valid.request) };
  } catch (e) {
    if (e instanceof ServiceError) return { ok: false, error: e.toApiError() };
    // Internal details stay in the host's log; the renderer gets a stable code and a short message.
    console.error(`[arbiter] ${valid.channel} failed:`, e);
    return { ok: false, error: { code: 'internal', message: `${valid.channel}: internal error (${e instanceof Error ? e.message : String(e)})`.slice(0, 300) } };
  }
}
