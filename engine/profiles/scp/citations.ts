import type { Citations } from '../../core/citations';

/** SCP's own rules (section 6 of its rules) for what the kernel decides (engine/core/citations.ts). */
export const SCP_CITATIONS: Citations = {
  prefix: 'SCP',
  table: {
    'FAB-6.1': 'SCP-609',
    'FAB-6.2': 'SCP-608',
    'FAB-6.3.1': 'SCP-600.1a',
    'FAB-6.4': 'SCP-606',
    'FAB-6.4.9': 'SCP-606.2',
    'FAB-6.6': 'SCP-604',
    'FAB-6.6.6': 'SCP-604.2',
    'CHR-ACT-2': 'SCP-603.3',
    'CHR-ACT-4': 'SCP-603.3',
  },
};
