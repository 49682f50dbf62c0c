import { describe, expect, it } from 'vitest';
import { createNodeHost } from '../../../scripts/engine/node-host';
import { openLab } from '../../conformance/lab';
import { boardView } from '../../view/board';
import type { BoardView } from '../../view/types';

// Two links: Head Jab (3, go again) defended by a card from hand and the Ironrot Helm; a
// Press On (+2) on the first link; then a second Head Jab, undefended.
const SCENARIO = `
- id: view/two-links
  profile: fab
  rules: [FAB-7.0]
  title: two chain links
  players:
    A: {hero: [sl-hero], hand: [head-jab-red*2, rl-press-on], deck: [filler*4]}
    B: {hero: [sl-hero], head: [ironrot-helm], hand: [raging-onslaught-blue]}
  script:
    - play: {by: A, card: head-jab-red#1}
    - resolve: top
    - defend: {by: B, with: [raging-onslaught-blue, ironrot-helm]}
    - advance: reaction
    - play: {by: A, card: rl-press-on, targets: [head-jab-red#1]}
    - resolve: top
    - advance: resolution
    - play: {by: A, card: head-jab-red#2}
    - resolve: top
  expect: []
`;

function frames(): BoardView[] {
  const opened = openLab(createNodeHost(), SCENARIO, 'two-links.yaml');
  if (!opened.ok) throw new Error(opened.message);
  if (opened.run.result.status !== 'pass') throw new Error(JSON.stringify(opened.run.result));
  return opened.run.frames.map((f) => boardView(opened.run.engine, f.state, 'A', { open: true }));
}

describe('the combat chain as links in the view (FAB-7.0, issue 17 item 2)', () => {
  it('groups each attack with its defenders (hand and equipment) and its attack reactions, power against defense, the active link marked', () => {
    const all = frames();
    const afterDefend = all[3].chain!;
    expect(afterDefend).toHaveLength(1);
    expect(afterDefend[0].defenders).toHaveLength(2);
    expect(afterDefend[0]).toMatchObject({ power: 3, active: true, reactions: [] });
    expect(afterDefend[0].defense).toBeGreaterThan(0);

    const afterReaction = all[6].chain!;
    expect(afterReaction[0]).toMatchObject({ power: 5, reactions: [{ card: 'rl-press-on', name: 'Press On' }] });

    const last = all.at(-1)!.chain!;
    expect(last).toHaveLength(2);
    expect(last.map((l) => l.active)).toEqual([false, true]);
    expect(last[1]).toMatchObject({ defenders: [], defense: 0, reactions: [] });
    expect(last[0].defenders).toEqual(afterDefend[0].defenders);
    expect(last[0].reactions).toHaveLength(1);
  });

  it('is empty before any attack', () => {
    expect(frames()[0].chain).toEqual([]);
  });
});
