import type { RowIssue, RowProblem } from '../api';
import type { Translate } from '../i18n';

/**
 * Why a row of an imported file was refused, in the player's language: the importer's issue
 * worded from the catalog (every code has a text: the switch is exhaustive), else its English
 * message (a fab-cube or set file's own error, which names the field for its author).
 */
export function rowProblemText(problem: RowProblem, t: Translate): string {
  return problem.issue ? rowIssueText(problem.issue, t) : problem.message;
}

/** A row issue in the player's language. */
export function rowIssueText(issue: RowIssue, t: Translate): string {
  switch (issue.code) {
    case 'csv-syntax':
    case 'owned-no-card':
      return t(`row-issue.${issue.code}`);
    case 'owned-header':
    case 'owned-columns':
    case 'owned-count':
    case 'owned-finish':
    case 'owned-no-match':
      return t(`row-issue.${issue.code}`, issue.params);
  }
}
