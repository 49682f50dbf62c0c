import type { Citations } from '../../core/citations';

/** Chrono's own rules for what the kernel decides (engine/core/citations.ts); the rest cite the kernel's general rules. */
export const CHR_CITATIONS: Citations = {
  prefix: 'CHR',
  table: {
    'FAB-1.1.3': 'CHR-EFF-1',
    'FAB-6.6': 'CHR-TRG-1',
    'FAB-6.6.6b': 'CHR-TRG-3',
    'SCP-601.2c': 'CHR-ACT-2',
  },
};
