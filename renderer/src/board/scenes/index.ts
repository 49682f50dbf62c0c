import type { TableView } from '../../api';
import { fabTable } from './fab-table.scene';
import { fullTable } from './full-table.scene';
import { stackLayers } from './stack-layers.scene';
import { fabChain } from './fab-chain.scene';
import { fabChainLong } from './fab-chain-long.scene';
import { gateExecutions } from './gate-executions.scene';

/** Every scene fixture, by name (scenes.html?scene=<name> draws one). */
export const scenes: Readonly<Record<string, TableView>> = { 'full-table': fullTable, 'fab-table': fabTable, 'stack-layers': stackLayers, 'fab-chain': fabChain, 'fab-chain-long': fabChainLong, 'gate-executions': gateExecutions };
