const PITCH_COLORS: Readonly<Record<number, string>> = { 1: 'red', 2: 'yellow', 3: 'blue' };

/**
 * A card's name as players write it: FaB adds the pitch colour (`Aether Dart (red)`), as its
 * deck lists do and as its players tell two colours of one name apart. Pure.
 */
export function displayName(card: { readonly name: string; readonly pitch?: number | null }, style: 'fab' | 'mtg'): string {
  const color = card.pitch ? PITCH_COLORS[card.pitch] : undefined;
  return style === 'fab' && color ? `${card.name} (${color})` : card.name;
}
