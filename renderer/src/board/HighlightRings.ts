import { Graphics } from 'pixi.js';
import type { Rect } from './layout';
import { theme } from './theme';

/**
 * Rings around the objects a "why?" names (issue 17 item 4): the cards and seat plates a rule
 * trace entry involves, drawn above the cards. It keeps the ids asked for and rings those the
 * table draws now (`boxOf`), again after every redraw, as the objects move.
 */
export class HighlightRings extends Graphics {
  private ids: readonly string[] = [];

  constructor(private readonly boxOf: (id: string) => Rect | null) {
    super({ label: 'highlight' });
  }

  /** Rings these ids from now on (an empty list clears the rings). */
  set(ids: readonly string[]): void {
    this.ids = ids;
    this.draw();
  }

  /** The ids ringed now that are drawn on the table. */
  ringed(): string[] {
    return this.ids.filter((id) => this.boxOf(id) !== null);
  }

  /** Redraws the rings where their objects lie now; ids the table does not show (a hidden card's handle) are skipped. */
  draw(): void {
    this.clear();
    for (const id of this.ids) {
      const box = this.boxOf(id);
      if (!box) continue;
      this.roundRect(box.x - 4, box.y - 4, box.width + 8, box.height + 8, 8).stroke({ width: 4, color: theme.highlight, alpha: 0.95 });
    }
  }
}
