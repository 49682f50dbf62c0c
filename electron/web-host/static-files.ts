import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** Content types by file extension; anything else is served as bytes. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.ktx2': 'image/ktx2',
};

/** The content type for a file name. */
export function mimeType(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request path to a file inside `root`, or null when the path is not acceptable:
 * dot segments (raw or percent-encoded), encoded slashes or backslashes, NUL bytes and
 * hidden files are refused before touching the disk, and the result must stay in `root`.
 */
export function resolveStaticPath(root: string, rawPath: string): string | null {
  const pathname = rawPath.split(/[?#]/, 1)[0];
  if (!pathname.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '') continue;
    if (segment.startsWith('.') || /[/\\\0]/.test(segment) || segment.includes(':')) return null;
    segments.push(segment);
  }
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  return file;
}

/**
 * Serves a GET or HEAD for a static file under `root` (a folder serves its index.html).
 * Symlinks pointing out of `root` are refused too. On 'refused' or 'missing' nothing has
 * been written, and the caller answers.
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, headers: Record<string, string>): Promise<'served' | 'refused' | 'missing'> {
  const resolved = resolveStaticPath(root, req.url ?? '/');
  if (!resolved) return 'refused';
  let file = resolved;
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
    if (stat.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fs.promises.stat(file);
    }
    const [realRoot, realFile] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(file)]);
    if (!realFile.startsWith(realRoot + path.sep)) return 'refused';
  } catch {
    return 'missing';
  }
  if (!stat.isFile()) return 'missing';
  res.writeHead(200, {
    ...headers,
    'Content-Type': mimeType(file),
    'Content-Length': String(stat.size),
    // The HTML names hashed asset files: it must be revalidated, the assets need not be.
    'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
  });
  if (req.method === 'HEAD') {
    res.end();
    return 'served';
  }
  await new Promise<void>((resolve) => {
    const stream = fs.createReadStream(file);
    stream.on('error', () => {
      res.destroy();
      resolve();
    });
    stream.on('end', () => resolve());
    stream.pipe(res);
  });
  return 'served';
}
