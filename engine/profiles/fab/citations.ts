import type { Citations } from '../../core/citations';

/**
 * The kernel's effects model is FaB's section 6, cited as is; what the kernel took from other games'
 * documents (damage results, costs, sources leaving) cites the kernel's general rules.
 */
export const FAB_CITATIONS: Citations = { prefix: 'FAB', table: {} };
