/**
 * The Content-Security-Policy both hosts send with the renderer (Electron through
 * `session.webRequest`, the web host as an HTTP header). No 'unsafe-eval': the renderer
 * imports `pixi.js/unsafe-eval`, which replaces Pixi's generated shader code with static
 * functions. Styles allow 'unsafe-inline' because Vite and i18n-driven DOM screens set
 * inline styles; scripts never do.
 */
export function contentSecurityPolicy(options: { connect?: readonly string[] } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Pixi decodes textures from blob: and data: URLs and loads images in a blob: worker.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(options.connect ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
