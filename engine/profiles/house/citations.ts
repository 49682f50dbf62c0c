import type { Citations } from '../../core/citations';

/** The house game has no rules document of its own beyond the profile: kernel rulings cite the kernel's rules. */
export const HOUSE_CITATIONS: Citations = { prefix: 'HOUSE', table: {} };
