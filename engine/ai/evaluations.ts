import type { ProfileId } from '../core/ids';
import { genericEvaluation, type Evaluation } from '../profiles/evaluation';
import { evaluateFab } from '../profiles/fab/evaluate';
import { evaluateChrono } from '../profiles/chrono/evaluate';
import { evaluateGateRuler } from '../profiles/gate-ruler/evaluate';

/**
 * The profiles' own evaluations (each in profiles/<id>/evaluate.ts, optional): the only
 * game-specific knowledge the computer has. A profile without one is played with the
 * generic evaluation.
 */
const byProfile: Readonly<Record<ProfileId, Evaluation>> = { fab: evaluateFab, chrono: evaluateChrono, 'gate-ruler': evaluateGateRuler };

/** The evaluation the computer uses for a profile. */
export function evaluationOf(profile: ProfileId): Evaluation {
  return byProfile[profile] ?? genericEvaluation;
}
