import { validateRequest, type Channel, type Replies, type Reply, type Request } from '../ipc/contract';
import { catalogueFacets } from '../db/repos/facets';
import { ServiceError } from './errors';
import type { Services } from './services';
import type { Client } from './game-seats';

/** A channel's handler: the services, the validated request, and the client that sent it (as the host names it). */
type Handler<C extends Channel> = (services: Services, request: Request<C>, client: Client) => Replies[C] | Promise<Replies[C]>;

/** One handler per channel: the only place a request reaches a service. */
const handlers: { [C in Channel]: Handler<C> } = {
  'app:info': (s) => s.info(),
  'settings:get': (s) => s.settings.get(),
  'settings:set': (s, r) => s.settings.set(r),
  'game:new': (s, r, client) => {
    const decks: Record<string, string[]> = {};
    const inventory: Record<string, string[]> = {};
    for (const [seat, deck] of Object.entries(r.decks ?? {})) {
      try {
        const detail = legalDeck(s, deck, r.casual === true);
        decks[seat] = s.gameCards.deck(detail, r.profile);
        inventory[seat] = s.gameCards.inventory(detail, r.profile);
      } catch (e) {
        // A deck deleted, illegal or of another game: said of the seat it was chosen for.
        throw e instanceof ServiceError ? e.at(`decks.${seat}`) : e;
      }
    }
    return s.games.create({ profile: r.profile, seats: r.seats, decks, inventory, computer: r.computer, name: r.name, stops: s.settings.get().stops, firstPlayer: r.firstPlayer }, client);
  },
  'game:view': (s, r, client) => s.games.view(r.game, client, r.viewer),
  'game:act': (s, r, client) => s.games.act(r.game, client, r.action, r.version),
  'game:close': (s, r, client) => ({ closed: s.games.close(r.game, client) }),
  'game:undo': (s, r, client) => s.games.undo(r.game, client, r.version, r.agreed),
  'game:passUntil': (s, r, client) => s.games.passUntil(r.game, client, r.seat, r.until, r.version),
  'game:stops': (s, r, client) => s.games.stops(r.game, client),
  'game:setStops': (s, r, client) => s.games.setStops(r.game, client, r.seat, r.stops),
  'game:rematch': (s, r, client) => s.games.rematch(r.game, client),
  'collection:search': (s, r) => s.collection.search(r),
  'collection:facets': (s, r) => catalogueFacets(s.db, r.game),
  'collection:set': (s, r) => ({ count: s.collection.set(r) }),
  'collection:add': (s, r) => ({ count: s.collection.add(r.printingId, r.delta, r.finish) }),
  'collection:bulkSet': (s, r) => ({ changed: s.collection.bulkSet(r.changes) }),
  'collection:setTotals': (s, r) => ({ totals: s.collection.setTotals(r.changes) }),
  'collection:printings': (s, r) => ({ printings: s.collection.printings(r.card) }),
  'collection:exportCsv': (s, r) => ({ text: s.collection.exportCsv(r.game) }),
  'collection:importCsv': (s, r) => s.collection.importCsv({ name: r.name ?? 'owned.csv', text: r.text }, { mode: r.mode, game: r.game }),
  'decks:list': (s, r) => s.decks.list(r.game),
  'decks:get': (s, r) => s.decks.get(r.deck),
  'decks:create': (s, r) => s.decks.create(r),
  'decks:update': (s, r) => s.decks.update(r.deck, { name: r.name, format: r.format, notes: r.notes, cards: r.cards }),
  'decks:delete': (s, r) => ({ deleted: s.decks.remove(r.deck) }),
  'decks:check': (s, r) => s.decks.check(r.game, r.cards, r.format),
  'decks:importList': (s, r) => s.decks.importList({ game: r.game, format: r.format, name: r.name, untitled: r.untitled, text: r.text, deckId: r.deck, partial: r.partial }),
  'decks:exportList': (s, r) => ({ text: s.decks.exportList(r.deck) }),
  'decks:defaults': (s, r) => ({ decks: s.defaultDecks(r.game) }),
  'saves:list': (s) => s.saves.list(),
  'saves:rename': (s, r) => s.saves.rename(r.save, r.name),
  'saves:delete': (s, r) => ({ deleted: s.saves.remove(r.save) }),
  'saves:resume': (s, r, client) => {
    const { setup, state, summary } = s.saves.load(r.save);
    return s.games.resume(r.save, setup, state, client, s.settings.get().stops, summary.name);
  },
  'saves:lastUnfinished': (s) => s.saves.lastUnfinished(),
  // Replayed in a worker thread: a long replay never holds up the host (issue 19).
  'saves:replayStep': (s, r) => s.replays.step(r.save, r.step),
  'saves:logPage': (s, r) => s.saves.logPage(r.save, { step: r.step, before: r.before, limit: r.limit }),
  'saves:export': (s, r, client) => s.transfers.exportPart(client, r.save, r.from ?? 0, () => s.saves.exportLines(r.save)),
  'saves:importPart': (s, r, client) => s.transfers.part(client, r.upload, r.text),
  'saves:import': (s, r, client) => {
    if (r.upload === undefined) return s.saves.importFile(r.text);
    const upload = s.transfers.finish(client, r.upload, r.text);
    return 'read' in upload ? s.saves.importRead(upload.read) : s.saves.importFile(upload.text);
  },
  'import:fabCube': (s, r) => s.imports.fabCube(r.path),
  'import:setFile': (s, r) => s.imports.setFile(r.name, r.text),
  'import:ownedCsv': (s, r) => s.imports.ownedCsv(r.text, { name: r.name, mode: r.mode, game: r.game }),
  'import:cancel': (s, r) => ({ cancelled: s.imports.cancel(r.job) }),
  'lab:list': (s) => s.lab.list(),
  'lab:open': (s, r) => s.lab.open(r),
  'lab:frame': (s, r) => s.lab.frame(r.lab, r.index),
  'lab:play': (s, r, client) => {
    const { run, state } = s.lab.position(r.lab, r.index);
    return s.games.open(run.engine, state, client);
  },
};

/**
 * A saved deck checked against its game's deck rules before it is played: an illegal deck
 * is refused unless the request says `casual` (warnings, such as too few copies owned, never refuse).
 */
function legalDeck(s: Services, deck: number, casual: boolean): ReturnType<Services['decks']['get']> {
  const detail = s.decks.get(deck);
  if (detail.legal || casual) return detail;
  const problem = detail.problems.find((p) => p.severity === 'error');
  throw new ServiceError(
    'bad-request',
    `the deck "${detail.deck.name}" is not legal${problem ? `: ${problem.message}` : ''} (to play it anyway, start a casual game)`,
    'decks',
    { code: 'deck-not-legal', params: { name: detail.deck.name, ...(problem ? { problem } : {}) } },
  );
}

/**
 * Validates a request against the contract and calls its service for `client` (the window or
 * connection that sent it, as the host names it: games are bound to it). Never throws: a bad
 * request, an unknown channel, a service error or a crash all come back as `{ok:false}`.
 * Used by both the Electron IPC handlers and the web host.
 */
export async function dispatch<C extends Channel>(services: Services, channel: C | string, request: unknown, client: Client): Promise<Reply<C>> {
  const valid = validateRequest<C>(channel, request);
  if (!valid.ok) return { ok: false, error: valid.error };
  try {
    const handler = handlers[valid.channel] as Handler<C>;
    return { ok: true, value: await handler(services, valid.request, client) };
  } catch (e) {
    if (e instanceof ServiceError) return { ok: false, error: e.toApiError() };
    // Internal details stay in the host's log; the renderer gets a stable code and a short message.
    console.error(`[arbiter] ${valid.channel} failed:`, e);
    return { ok: false, error: { code: 'internal', message: `${valid.channel}: internal error (${e instanceof Error ? e.message : String(e)})`.slice(0, 300) } };
  }
}
