import type { Citations } from '../../core/citations';

/**
 * Magic's own rules for what the kernel decides (engine/core/citations.ts). The seed covers 614 and
 * 616; the rest are the published comprehensive rules' numbers, which the profile follows where the
 * seed is silent.
 */
export const MTG_CITATIONS: Citations = {
  prefix: 'MTG',
  table: {
    PLAY: 'MTG-601.2',
    'PRIORITY-ALL-PASSED': 'MTG-117.4',
    'TARGETS-ILLEGAL': 'MTG-608.2b',
    'DRAW-EMPTY': 'MTG-704.5b',
    'FAB-6.2': 'MTG-611.2',
    'FAB-6.2.2a': 'MTG-611.2a',
    'FAB-6.3': 'MTG-613',
    'FAB-6.3.4': 'MTG-613.7',
    'FAB-6.4': 'MTG-614.1',
    'FAB-6.4.7': 'MTG-614.15',
    'FAB-6.4.8': 'MTG-614.1c',
    'FAB-6.4.9': 'MTG-614.1a',
    'FAB-6.4.11': 'MTG-614.1a',
    'FAB-6.4.10': 'MTG-615.1',
    'FAB-6.4.10a': 'MTG-615.7',
    'FAB-6.4.10j': 'MTG-615.7',
    'FAB-6.4.10h': 'MTG-615.12',
    'FAB-6.5': 'MTG-616.1',
    'FAB-6.6': 'MTG-603.2',
    'FAB-6.6.3': 'MTG-603.7',
    'FAB-6.6.5c': 'MTG-603.8',
    'FAB-6.6.6': 'MTG-603.3',
    'FAB-6.6.6a': 'MTG-603.3d',
    'FAB-6.6.6b': 'MTG-603.3b',
    'GR-13-2b-3': 'MTG-120.3',
    'CHR-ACT-2': 'MTG-601.2h',
    'CHR-ACT-4': 'MTG-601.2h',
    'CHR-ACT-5': 'MTG-113.7a',
    'CHR-TRG-4': 'MTG-113.7a',
    'CHR-SOUL-1': 'MTG-605.3b',
    'SCP-603.3': 'MTG-601.2c',
    'SCP-601.2c': 'MTG-601.2h',
    'SCP-603.5': 'MTG-602.5b',
    'SCP-604.3': 'MTG-603.5',
    'CHR-ACT-3': 'MTG-302.6',
  },
};
