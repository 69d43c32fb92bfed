import { describe, expect, it } from 'vitest';
import { entryImports, modulePreloads, moduleStylesheets, type ViteManifest } from './module-preload';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-1.js'] },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  '_status-1.js': { file: 'assets/status-1.js', imports: ['_jsx-1.js'] },
  'src/page.tsx': { file: 'assets/page-1.js', imports: ['index.html', '_jsx-1.js', '_status-1.js'] },
};

describe('modulePreloads', () => {
  it("lists a lazy page's chunk and its static imports, minus what the entry loads", () => {
    expect(modulePreloads(manifest, ['src/page.tsx'])).toEqual(['/assets/page-1.js', '/assets/status-1.js']);
  });

  it("does not count another entry's imports as loaded: the error beacon is not on every page", () => {
    const withBeacon: ViteManifest = {
      ...manifest,
      'src/beacon.ts': { file: 'assets/beacon-1.js', isEntry: true, imports: ['_status-1.js'] },
    };
    expect(modulePreloads(withBeacon, ['src/page.tsx'])).toEqual(['/assets/page-1.js', '/assets/status-1.js']);
  });

  it('lists nothing for a page in the entry', () => {
    expect(modulePreloads(manifest, [])).toEqual([]);
  });

  it('refuses a module the build does not know, so a wrong path fails loudly', () => {
    expect(() => modulePreloads(manifest, ['src/missing.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('entryImports', () => {
  it("lists what the page's entry imports, and what those import, once each", () => {
    const nested: ViteManifest = {
      ...manifest,
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-1.js', '_status-1.js'] },
    };
    expect(entryImports(nested)).toEqual(['/assets/jsx-1.js', '/assets/status-1.js']);
  });

  it('refuses a manifest without the page entry', () => {
    expect(() => entryImports({ '_jsx-1.js': { file: 'assets/jsx-1.js' } })).toThrow(
      /index.html is not in the build manifest/,
    );
  });
});

describe('moduleStylesheets', () => {
  const styled: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-1.js'], css: ['assets/index-1.css'] },
    '_jsx-1.js': { file: 'assets/jsx-1.js' },
    '_staff-1.js': { file: 'assets/staff-1.js', css: ['assets/staff-1.css'] },
    'src/admin.tsx': { file: 'assets/admin-1.js', imports: ['_staff-1.js'], css: ['assets/staff-1.css'] },
    'src/portal.tsx': { file: 'assets/portal-1.js', imports: ['_jsx-1.js'], css: ['assets/staff-1.css'] },
    'src/public.tsx': { file: 'assets/public-1.js', imports: ['index.html', '_jsx-1.js'], css: ['assets/index-1.css'] },
  };

  it("links a staff page's sheet once, however many of its chunks bring it", () => {
    expect(moduleStylesheets(styled, ['src/admin.tsx', 'src/portal.tsx'])).toEqual(['/assets/staff-1.css']);
  });

  it("links nothing the page already has inline (the entry's sheet), nor for a page without sheets", () => {
    expect(moduleStylesheets(styled, ['src/public.tsx'])).toEqual([]);
    expect(moduleStylesheets(styled, [])).toEqual([]);
  });
});
