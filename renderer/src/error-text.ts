import { ApiCallError, TransportError, type ReadOnlyCause, type ServiceIssue } from './api';
import type { Translate } from './i18n';
import { problemText } from './screens/decks/DeckLines';

/** A game's name in the player's language (its id when the catalog has none). */
function gameName(game: string, t: Translate): string {
  return t(`profile.${game}`, { defaultValue: game });
}

/** Why the database is open read-only, in the player's language (Home's banner, and every refused write). */
export function readOnlyText(cause: ReadOnlyCause, t: Translate): string {
  switch (cause.why) {
    case 'unwritable':
      return t('service-error.read-only-unwritable', { file: cause.file });
    case 'newer-schema':
      return t('service-error.read-only-newer-schema', { file: cause.file, version: cause.version, latest: cause.latest });
  }
}

/**
 * A service's refusal in the player's language, from its code and parameters (the service's
 * `message` is English, for logs). Every code has its own text: the switch is exhaustive, so a
 * new code fails the type check until it is worded.
 */
export function serviceIssueText(issue: ServiceIssue, t: Translate): string {
  switch (issue.code) {
    case 'read-only':
      return readOnlyText(issue.params, t);
    case 'deck-not-found':
    case 'deck-empty':
    case 'card-not-found':
    case 'printing-not-found':
    case 'import-running':
      return t(`service-error.${issue.code}`);
    case 'folder-not-found':
      return t('service-error.folder-not-found', { path: issue.params.path });
    case 'deck-format-not-in-game': {
      const { game, format, formats } = issue.params;
      const known = formats.map((f) => t(`deck-format.${f}`, { defaultValue: f })).join(t('common.list-separator'));
      return t(formats.length ? 'service-error.deck-format-not-in-game' : 'service-error.deck-formats-none', { game: gameName(game, t), format, formats: known });
    }
    case 'deck-cards-not-in-game':
      return t('service-error.deck-cards-not-in-game', { game: gameName(issue.params.game, t) });
    case 'deck-not-legal': {
      const { name, problem } = issue.params;
      return problem ? t('service-error.deck-not-legal-because', { name, problem: problemText(problem, t) }) : t('service-error.deck-not-legal', { name });
    }
    case 'deck-other-game':
      return t('service-error.deck-other-game', { name: issue.params.name, game: gameName(issue.params.game, t), profile: gameName(issue.params.profile, t) });
    case 'card-gone':
      return t('service-error.card-gone', { card: issue.params.card, game: gameName(issue.params.game, t) });
  }
}

/**
 * Any error the app meets, for a toast in the player's language: a service's refusal worded
 * from its issue (with the seat whose deck it is about, `decks.A`), else its message; a host
 * that does not answer; or an error of the app itself, said as such.
 */
export function describeError(err: unknown, t: Translate, seatName: (seat: string) => string): string {
  if (err instanceof ApiCallError) {
    const { issue, path } = err.error;
    if (!issue) return t('error.api', { message: err.error.message });
    const text = serviceIssueText(issue, t);
    const seat = /^decks\.(.+)$/.exec(path ?? '')?.[1];
    return seat === undefined ? text : t('service-error.at-seat-deck', { seat: seatName(seat), message: text });
  }
  if (err instanceof TransportError) return t('error.unreachable', { reason: err.reason });
  // Not the service: an error of the app itself (a drawing error, a bug), said as such.
  return t('error.internal', { reason: err instanceof Error ? err.message : String(err) });
}
