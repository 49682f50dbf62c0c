import type { Container } from 'pixi.js';

/**
 * Puts an object of the board in Pixi's accessibility layer (issue 17 item 8): a `<button>`
 * over the canvas, named `label` (aria-label, and title for a tooltip), that Tab reaches and
 * that Enter, Space or a click activates as a click on the object would. Pixi names its button
 * once, when it makes it; a label that changes later (a card turned face up, a card that became
 * playable, another language) is written to the button here, so it never says what the object
 * no longer is.
 */
export function makeAccessible(target: Container, label: string): void {
  target.accessible = true;
  target.accessibleType = 'button';
  if (target.accessibleHint === label) return;
  target.accessibleTitle = label;
  target.accessibleHint = label;
  const button = target._accessibleDiv;
  if (button) {
    button.title = label;
    button.setAttribute('aria-label', label);
  }
}
