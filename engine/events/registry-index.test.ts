import { describe, expect, it } from 'vitest';
import type { ReplacementEffect } from '../core/state';
import { registeredFor } from './registry-index';

function effect(id: string, klass: ReplacementEffect['class'], spec: Record<string, unknown>): ReplacementEffect {
  return { id, class: klass, eventType: 'damage', source: { controller: 'B' }, timestamp: 1, spec, duration: { kind: 'end-of-turn' }, createdTurn: 1 };
}

describe('registered replacement effects by what they name (FAB-6.4.10d/e)', () => {
  const list = [
    effect('open', 'general', { event: { event: 'damage', to: 'you' } }),
    effect('from-p3', 'prevention', { event: { event: 'damage', to: 'A' }, from: 'p3' }),
    effect('to-B', 'prevention', { event: { event: 'damage', to: 'B' } }),
    effect('from-B', 'prevention', { event: { event: 'damage' }, from: 'B' }),
    effect('to-A', 'prevention', { event: { event: 'damage', to: 'A' } }),
  ];

  it('FAB-6.4.10e: damage from p3 to A sees the effects naming its source or its target, and the open ones, in registration order', () => {
    const got = registeredFor(list, { to: 'A' }, { controller: 'A', physical: 'p3', object: 'o7' });
    expect(got.map((e) => e.id)).toEqual(['open', 'from-p3', 'to-A']);
  });

  it('FAB-6.4.10e: a player named as the source matches by controller; a protected player by the target', () => {
    const got = registeredFor(list, { to: 'B' }, { controller: 'B' });
    expect(got.map((e) => e.id)).toEqual(['open', 'to-B', 'from-B']);
  });

  it('effects naming other sources and targets are never looked at, however many', () => {
    const many = Array.from({ length: 1000 }, (_, i) => effect(`r${i}`, 'prevention', { event: { event: 'damage', to: 'B' }, from: `nobody-${i}` }));
    expect(registeredFor(many, { to: 'A' }, { controller: 'B' })).toEqual([]);
  });

  it('a list changed in place is indexed again', () => {
    const growing = [effect('a', 'prevention', { event: { event: 'damage', to: 'A' } })];
    expect(registeredFor(growing, { to: 'A' }, undefined)).toHaveLength(1);
    growing.push(effect('b', 'prevention', { event: { event: 'damage', to: 'A' } }));
    expect(registeredFor(growing, { to: 'A' }, undefined).map((e) => e.id)).toEqual(['a', 'b']);
  });
});
