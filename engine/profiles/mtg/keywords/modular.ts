import type { ReplacementKeyword } from '../../keyword-types';

/** Modular N: "This creature enters the battlefield with N +1/+1 counters on it" (its own entering replacement, MTG-614.12). */
export const modular: ReplacementKeyword = {
  class: 'self',
  eventType: 'enter',
  entering: true,
  spec: (value) => ({ instead: { counters: { '+1/+1': Number(value ?? 0) } } }),
};
