import type { Citations } from '../../core/citations';

/**
 * Gate Ruler's seed is its chapter 13 (damage, reduction, healing), which the profile cites directly;
 * for everything else the kernel decides, the ruling cites the kernel's general rules.
 */
export const GR_CITATIONS: Citations = { prefix: 'GR', table: {} };
