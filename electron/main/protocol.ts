import fs from 'node:fs/promises';
import { protocol, type Session } from 'electron';
import { mimeType, resolveStaticPath } from '../web-host/static-files';

/**
 * The renderer is served from `app://arbiter/`, a custom scheme, instead of file:// (Electron
 * security checklist item 18): a page on it is one origin (no reading other local files, no
 * file:// extra privileges), and every response carries the app's CSP header.
 */
export const APP_SCHEME = 'app';
/** The renderer's origin. */
export const APP_ORIGIN = `${APP_SCHEME}://arbiter`;

/**
 * A URL's origin as scheme://host[:port]. (WHATWG `URL.origin` is "null" for schemes it does
 * not know, app: included, so it can't tell app://arbiter from app://evil.)
 */
export function originOf(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** Registers the scheme as standard and secure (before `app.whenReady`, as Electron requires). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/**
 * The file an `app://` URL names inside `root`, or null: another host, or a path that
 * `resolveStaticPath` refuses (dot segments, encoded slashes, hidden files, outside the root).
 */
export function appFile(url: string, root: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (originOf(parsed) !== APP_ORIGIN) return null;
  return resolveStaticPath(root, parsed.pathname === '/' ? '/index.html' : parsed.pathname);
}

/** The response to an `app://` request: the file with its type and the CSP, or 404. */
export async function appResponse(url: string, root: string, csp: string): Promise<Response> {
  const file = appFile(url, root);
  const headers = { 'Content-Security-Policy': csp, 'X-Content-Type-Options': 'nosniff' };
  if (file) {
    try {
      const body = await fs.readFile(file);
      return new Response(new Uint8Array(body), { status: 200, headers: { ...headers, 'Content-Type': mimeType(file) } });
    } catch {
      // Missing or unreadable: the same answer as a refused path.
    }
  }
  return new Response('not found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** Serves `root` on `app://arbiter/` in a session. */
export function serveApp(session: Session, root: string, csp: string): void {
  session.protocol.handle(APP_SCHEME, (request) => appResponse(request.url, root, csp));
}
