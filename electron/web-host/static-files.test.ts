import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mimeType, resolveStaticPath } from './static-files';

const root = path.resolve('/srv/web');

describe('resolveStaticPath', () => {
  it('maps request paths into the root', () => {
    expect(resolveStaticPath(root, '/')).toBe(root);
    expect(resolveStaticPath(root, '/assets/app.js?v=1')).toBe(path.join(root, 'assets', 'app.js'));
    expect(resolveStaticPath(root, '/cards/%E3%82%AB.png')).toBe(path.join(root, 'cards', 'カ.png'));
  });

  it('refuses dot segments, encoded separators, NUL, hidden files and bad escapes', () => {
    for (const p of ['/../x', '/a/../../x', '/%2e%2e/x', '/..%2fx', '/..%5cx', '/a%00', '/.env', '/%E0%A4%A', 'relative', '/C:%5cx']) {
      expect(resolveStaticPath(root, p), p).toBeNull();
    }
  });
});

describe('mimeType', () => {
  it('names the common web types and falls back to bytes', () => {
    expect(mimeType('index.html')).toBe('text/html; charset=utf-8');
    expect(mimeType('a.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeType('font.woff2')).toBe('font/woff2');
    expect(mimeType('noext')).toBe('application/octet-stream');
  });
});
