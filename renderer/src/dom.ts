/** Attributes and properties `el` sets on a new element. */
export interface ElementOptions {
  class?: string;
  text?: string;
  testid?: string;
  attrs?: Readonly<Record<string, string>>;
  on?: Readonly<Partial<Record<keyof HTMLElementEventMap, (ev: Event) => void>>>;
}

/** Creates an element with a class, text, data-testid, attributes and listeners. Text is never parsed as HTML. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  children: ReadonlyArray<Node | null | undefined> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.class) node.className = options.class;
  if (options.text !== undefined) node.textContent = options.text;
  if (options.testid) node.dataset.testid = options.testid;
  for (const [k, v] of Object.entries(options.attrs ?? {})) node.setAttribute(k, v);
  for (const [type, fn] of Object.entries(options.on ?? {})) if (fn) node.addEventListener(type, fn);
  for (const child of children) if (child) node.appendChild(child);
  return node;
}
