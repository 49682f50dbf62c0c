import { Container } from 'pixi.js';
import type { ObjectId, ZoneView as ZoneData } from '../../../engine/index';
import type { Translate } from '../i18n';
import { pileLabel, plateLabel, zoneWhere } from './a11y-labels';
import { playableIn } from './pile-contents';
import { makeAccessible } from './accessible';
import { HandView } from './HandView';
import { pileSlots, splitPlayRow, type BoardLayout, type Rect } from './layout';
import { PileView } from './PileView';
import { SeatPlate, type PlateLook } from './SeatPlate';
import type { SideZones } from './table-zones';
import { ZoneView, type ZoneEnv, type ZoneLook } from './ZoneView';

/** What one side shows: its zones by role, the cards a tap would play, and its plate. */
export interface SideData {
  /** The seat this side shows. */
  seat: string;
  zones: SideZones;
  playable: ReadonlySet<ObjectId>;
  /** The card whose play waits on the open decision (BoardView.waiting), as the viewer names it. */
  waiting: string | null;
  /** The cards picked for the open decision so far. */
  picked: ReadonlySet<ObjectId>;
  plate: Omit<PlateLook, 'rect' | 'edge'>;
}

/**
 * One side of the table: hand row, play row (one zone view per zone in play), deck, graveyard,
 * the strip of other piles, and the seat plate. The play zones and strip piles are made for the
 * zones the view has and dropped when a game without them is shown. Every part lives in one
 * root container that the scene keeps below its render layers.
 */
export class SideView {
  /** The side's zones and piles (the plate is on the HUD). */
  readonly root: Container;
  private readonly hand: HandView;
  private readonly play = new Map<string, ZoneView>();
  private readonly deck: PileView;
  private readonly graveyard: PileView;
  private readonly piles = new Map<string, PileView>();
  private readonly plate: SeatPlate;
  /** The seat the side showed last (a click on its plate names it). */
  private seat = '';
  /** The zones its deck and graveyard piles showed last (a click on one opens that zone). */
  private zoneNames = { deck: 'deck', graveyard: 'graveyard' };

  constructor(
    private readonly env: ZoneEnv,
    private readonly side: 'near' | 'far',
    hud: Container,
  ) {
    this.root = new Container({ label: side });
    this.hand = new HandView(env, `${side}:hand`);
    this.deck = this.pileView('deck', () => this.zoneNames.deck);
    this.graveyard = this.pileView('graveyard', () => this.zoneNames.graveyard);
    this.plate = new SeatPlate({ label: `${side}:plate` }, env.bake);
    this.root.addChild(this.hand, this.deck, this.graveyard);
    hud.addChild(this.plate);
    this.plate.eventMode = 'static';
    this.plate.on('pointertap', () => env.onSeatTap(this.seat));
  }

  /** Shows or hides the whole side (a one-seat game has no far side). */
  set visible(visible: boolean) {
    this.root.visible = visible;
    this.plate.visible = visible;
  }

  /** The center of the seat's plate (a stack item's arrow to a targeted player ends there). */
  plateCenter(): { x: number; y: number } | null {
    if (!this.plate.visible) return null;
    const b = this.plate.getBounds();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  /** Where the play row's zone `zone` is drawn (its panel), if this side draws it. */
  playZoneRect(zone: string): Rect | null {
    return this.play.get(zone)?.rect ?? null;
  }

  /** The pile that shows zone `zone`, if this side draws one. */
  pileOf(zone: string): PileView | undefined {
    if (zone === this.zoneNames.deck) return this.deck;
    if (zone === this.zoneNames.graveyard) return this.graveyard;
    return this.piles.get(zone);
  }

  /** Redraws the side from its data, in `layout`; its play row ends before `playRight` when given (the combat chain's band). */
  update(layout: BoardLayout, data: SideData, t: Translate, playRight?: number): void {
    const rects = layout[this.side];
    const { card } = layout;
    // Captions sit at the player's own edge of a row: the near hand's at the bottom, its play row's at the top.
    const edge = this.side === 'near' ? 'bottom' : 'top';
    const inward = edge === 'bottom' ? 'top' : 'bottom';
    const caption = (z: ZoneData | undefined, fallback: string) => t(`zone.${z?.zone ?? fallback}`, { defaultValue: z?.zone ?? fallback });
    const count = (z: ZoneData | undefined) => t('zone.count', { count: z?.count ?? 0 });
    this.seat = data.seat;
    const where = (z: ZoneData | undefined, fallback: string) => zoneWhere(t, data.plate.name, caption(z, fallback));
    const handLook: ZoneLook = { rect: rects.hand, caption: caption(data.zones.hand, 'hand'), where: where(data.zones.hand, 'hand'), card, captionEdge: edge };
    this.hand.update(data.zones.hand, handLook, { playable: data.playable, waiting: data.waiting, picked: data.picked });
    const gap = Math.round(layout.pad / 2);
    const play = playRight === undefined ? rects.play : { ...rects.play, width: Math.max(layout.card.width, Math.min(rects.play.width, playRight - gap - rects.play.x)) };
    this.updatePlay(play, layout, data, caption, where, inward);
    const playableOf = (z: ZoneData | undefined): number => playableIn(z?.cards ?? [], data.playable);
    // Each pile is a button in the accessibility layer: "Seat A, Banished: 3 cards, 1 playable".
    const label = (view: PileView, z: ZoneData | undefined, fallback: string): void => makeAccessible(view, pileLabel(t, where(z, fallback), z?.count ?? 0, playableOf(z)));
    const { deck, graveyard: grave } = data.zones;
    this.zoneNames = { deck: deck?.zone ?? 'deck', graveyard: grave?.zone ?? 'graveyard' };
    this.deck.update(deck, { rect: rects.deck, card, caption: caption(deck, 'deck'), countText: count(deck), playable: playableOf(deck) });
    label(this.deck, deck, 'deck');
    this.graveyard.update(grave, { rect: rects.graveyard, card, caption: caption(grave, 'graveyard'), countText: count(grave), playable: playableOf(grave) });
    label(this.graveyard, grave, 'graveyard');
    const slots = pileSlots(layout, rects, data.zones.piles.length);
    this.sync(this.piles, data.zones.piles, (name) => this.pileView(name, () => name)).forEach((view, i) => {
      const z = data.zones.piles[i];
      // A caption may reach half a pad past the strip on each side, clear of the rows and the deck.
      const labelBelow = { height: layout.miniLabel, width: rects.piles.width + layout.pad };
      view.update(z, { rect: slots[i], card: layout.mini, caption: caption(z, z.zone), countText: String(z.count), labelBelow, playable: playableOf(z) });
      label(view, z, z.zone);
    });
    this.plate.update({ ...data.plate, rect: rects.plate, edge });
    makeAccessible(this.plate, plateLabel(t, data.plate));
  }

  /** A pile of this side, labelled `near:banished`, that opens its zone's list when clicked. */
  private pileView(name: string, zone: () => string): PileView {
    return new PileView({ label: `${this.side}:${name}` }, (at) => this.env.onPileTap(this.seat, zone(), at), this.env.bake);
  }

  private updatePlay(
    row: Rect,
    layout: BoardLayout,
    data: SideData,
    caption: (z: ZoneData | undefined, fallback: string) => string,
    where: (z: ZoneData | undefined, fallback: string) => string,
    captionEdge: 'top' | 'bottom',
  ): void {
    const zones = data.zones.play;
    const split = splitPlayRow(row, zones.map((z) => z.count), layout.card, Math.round(layout.pad / 2));
    this.sync(this.play, zones, (name) => new ZoneView(this.env, `${this.side}:${name}`)).forEach((view, i) => {
      const z = zones[i];
      view.update(z, { rect: split[i].rect, caption: caption(z, z.zone), where: where(z, z.zone), card: split[i].card, captionEdge, compact: split[i].compact }, { playable: data.playable, waiting: data.waiting, picked: data.picked });
    });
  }

  /** The views for `zones`, in their order: kept by zone name, made when missing, destroyed when their zone is gone. */
  private sync<V extends Container>(views: Map<string, V>, zones: readonly ZoneData[], make: (zone: string) => V): V[] {
    const names = new Set(zones.map((z) => z.zone));
    for (const [name, view] of views) {
      if (names.has(name)) continue;
      views.delete(name);
      view.destroy({ children: true });
    }
    return zones.map((z) => {
      let view = views.get(z.zone);
      if (!view) {
        view = make(z.zone);
        views.set(z.zone, view);
        this.root.addChild(view);
      }
      return view;
    });
  }
}
