import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { BakedSprite, type Bake } from './bake';
import type { Rect } from './layout';
import { theme } from './theme';

/** What a seat plate shows. All strings arrive translated. */
export interface PlateLook {
  rect: Rect;
  edge: 'top' | 'bottom';
  name: string;
  stats: ReadonlyArray<{ label: string; value: number }>;
  /** A chip under the name (the phase for the turn player, "priority" for its holder), or null. */
  chips: readonly string[];
  active: boolean;
  lost: boolean;
}

/** A player's name plate on the HUD: name, stats (life), turn and priority chips. */
export class SeatPlate extends Container {
  private drawnKey = '';
  /** Redrawn only when what it shows changes: one texture, one quad a frame (bake.ts BakedSprite). */
  private readonly drawn: BakedSprite;

  constructor(options: { label: string }, bake: Bake) {
    super(options);
    this.drawn = new BakedSprite(bake, { label: 'plate-drawn' });
    this.addChild(this.drawn);
  }

  /** Redraws the plate. */
  update(look: PlateLook): void {
    const key = JSON.stringify(look);
    if (key === this.drawnKey) return;
    this.drawnKey = key;
    const content = new Container();
    const { rect } = look;
    const w = rect.width;
    const nameSize = Math.round(Math.max(12, Math.min(20, w * 0.15)));
    const statSize = Math.round(Math.max(18, Math.min(44, w * 0.32)));
    const smallSize = Math.round(Math.max(10, Math.min(13, w * 0.1)));
    const ui = theme.fonts.ui;

    const name = new Text({ text: look.name, style: { fontFamily: ui, fontSize: nameSize, fontWeight: '700', fill: theme.plate.text }, resolution: 2 });
    while (name.width > w - 16 && Number(name.style.fontSize) > 9) name.style.fontSize = Number(name.style.fontSize) - 1;
    const parts: Container[] = [name];
    for (const s of look.stats) {
      const box = new Container();
      const value = new Text({ text: String(s.value), style: { fontFamily: ui, fontSize: statSize, fontWeight: '800', fill: theme.plate.text }, resolution: 2 });
      const label = new Text({ text: s.label, style: { fontFamily: ui, fontSize: smallSize, fill: theme.plate.muted }, resolution: 2 });
      // A long label ("アクションポイント" on a narrow plate) shrinks to the plate rather than run off it.
      while (label.width > w - 20 && Number(label.style.fontSize) > 8) label.style.fontSize = Number(label.style.fontSize) - 1;
      label.position.set(0, 0);
      value.position.set(0, label.height);
      box.addChild(label, value);
      parts.push(box);
    }
    for (const chipText of look.chips) {
      const chip = new Container();
      const t = new Text({ text: chipText, style: { fontFamily: ui, fontSize: smallSize, fontWeight: '700', fill: 0x1b1405 }, resolution: 2 });
      // A long step name ("Ruler damage" on a plate 90 px wide at 1024x640) shrinks to the plate, as the labels do.
      while (t.width + 14 > w - 20 && Number(t.style.fontSize) > 8) t.style.fontSize = Number(t.style.fontSize) - 1;
      t.position.set(7, 2);
      chip.addChild(new Graphics().roundRect(0, 0, t.width + 14, t.height + 4, (t.height + 4) / 2).fill(theme.plate.active), t);
      parts.push(chip);
    }

    const gap = 6;
    const innerH = parts.reduce((h, p) => h + p.height, 0) + gap * (parts.length - 1);
    const boxH = Math.min(rect.height, innerH + 20);
    const boxY = look.edge === 'bottom' ? rect.y + rect.height - boxH : rect.y;
    const panel = new Graphics()
      .roundRect(rect.x, boxY, w, boxH, 10)
      .fill({ color: theme.plate.fill, alpha: theme.plate.alpha })
      .stroke({ width: look.active ? 2.5 : 1, color: look.active ? theme.plate.active : theme.plate.stroke, alpha: look.active ? 1 : 0.5 });
    content.addChild(panel);
    let y = boxY + 10;
    for (const p of parts) {
      p.position.set(rect.x + 10, y);
      content.addChild(p);
      y += p.height + gap;
    }
    this.drawn.redraw(content);
    // A click anywhere on the panel names the seat (the drawing itself takes no clicks).
    this.hitArea = new Rectangle(rect.x, boxY, w, boxH);
    this.alpha = look.lost ? 0.5 : 1;
  }
}
