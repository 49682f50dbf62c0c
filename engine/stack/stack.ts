import { edit } from '../core/draft';
import type { Ctx } from '../core/context';
import type { StackItem } from '../core/state';

/** Puts an item on top of the stack / chain / gate and returns its id. */
export function pushItem(ctx: Ctx, item: Omit<StackItem, 'id'>): string {
  const id = `s${ctx.state.nextId++}`;
  // The item is the caller's new record: it takes its id in place. (A spread copy of items of
  // so many shapes took V8's slow path of cloning, about 3 µs a push: issue 14.)
  edit(ctx.state, 'stack').push(Object.assign(item, { id }));
  return id;
}

/** The top item, or undefined when the stack is empty. */
export function topItem(ctx: Ctx): StackItem | undefined {
  return ctx.state.stack[ctx.state.stack.length - 1] as StackItem | undefined;
}

/** Removes an item from wherever it is on the stack (negation, resolution). */
export function removeItem(ctx: Ctx, id: string): StackItem | undefined {
  const i = ctx.state.stack.findIndex((s) => s.id === id);
  if (i < 0) return undefined;
  return edit(ctx.state, 'stack').splice(i, 1)[0] as StackItem;
}
