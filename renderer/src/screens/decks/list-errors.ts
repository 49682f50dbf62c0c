import type { DeckListError, DeckListIssue } from '../../api';
import type { Translate } from '../../i18n';

/** How lists write a pitch (the list reader takes these words in any language: "(red)"). */
const PITCH_WORDS = ['', 'red', 'yellow', 'blue'];

/** A pitch's colour in the player's language ("red", "赤"); "no pitch" for none. */
function pitchName(pitch: number | null, t: Translate): string {
  return t(`deck-list-error.pitch-${PITCH_WORDS[pitch ?? 0] || 'none'}`);
}

/**
 * A deck-list issue in the player's language, from its code and parameters (the service's
 * `message` is English, for logs). Every code has its own text: the switch is exhaustive, so a
 * new code fails the type check until it is worded.
 */
export function listIssueText(issue: DeckListIssue, t: Translate): string {
  switch (issue.code) {
    case 'unknown-format':
    case 'cards-after-header':
    case 'bad-count':
    case 'name-too-long':
      return t(`deck-list-error.${issue.code}`, issue.params);
    case 'name-missing':
      return t('deck-list-error.name-missing');
    case 'format-not-in-game':
      return t('deck-list-error.format-not-in-game', {
        game: t(`profile.${issue.params.game}`, { defaultValue: issue.params.game }),
        format: t(`deck-format.${issue.params.formatId}`, { defaultValue: issue.params.format }),
      });
    // A line's count or example is written as the game's lists write it ("3x … (red)" or "4 …").
    case 'count-without-name':
    case 'no-cards':
      return t(`deck-list-error.${issue.code}-${issue.params.style}`);
    case 'unknown-card':
      return t('deck-list-error.unknown-card');
    case 'no-such-pitch':
      return t('deck-list-error.no-such-pitch', { name: issue.params.name, pitch: pitchName(issue.params.pitch, t) });
    case 'pitch-needed': {
      const first = issue.params.pitches.find((p) => p !== null) ?? 1;
      return t('deck-list-error.pitch-needed', {
        name: issue.params.name,
        pitches: issue.params.pitches.map((p) => pitchName(p, t)).join(t('deck-list-error.list-separator')),
        example: `${issue.params.name} (${PITCH_WORDS[first]})`,
      });
    }
  }
}

/** One error line of an import: where (line and text; the list as a whole has no line) and why. */
export function listErrorText(error: DeckListError, t: Translate): string {
  const message = listIssueText(error, t);
  return error.line > 0 ? t('decks.list-error', { line: error.line, text: error.text, message }) : message;
}
