import { benchmarks as ai } from './ai';
import { benchmarks as db } from './db';
import { benchmarks as engine } from './engine';
import { benchmarks as kernel } from './kernel';
import { benchmarks as boardViews } from './board-views';
import { benchmarks as longGames } from './long-games';
import { benchmarks as sim } from './sim';
import { benchmarks as ui } from './ui';
import type { Benchmark } from './types';

/** Every benchmark `npm run bench` runs, by area. A new area adds its module here. */
export const benchmarks: readonly Benchmark[] = [...engine, ...kernel, ...boardViews, ...sim, ...ai, ...db, ...longGames, ...ui];
