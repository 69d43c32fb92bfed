import { describe, expect, it } from 'vitest';
import { absolutizeUrls, compileTemplate, escapeHtml, headTags, jsonForScript } from './html';

/** A name with markup in it: the page's JSON must not let it close the script. */
const BUSINESS = {
  name: 'A < B',
  phone: null,
  email: 'a@x.test',
  cashAppTag: 'Tag',
  terms: { travel: null, tips: null },
  retentionYears: 7,
};

describe('html helpers', () => {
  it('escapes text for attributes and elements', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON inside a script element from closing it', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', sep: '\u2028' });
  });

  it('writes head tags with the canonical URL and JSON-LD', () => {
    const tags = headTags(
      { title: 'A & B', description: 'Say "hi"', canonicalPath: '/miami', jsonLd: { '@type': 'LocalBusiness' } },
      'https://x.test',
    );
    expect(tags).toContain('<title>A &amp; B</title>');
    expect(tags).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(tags).toContain('<link rel="canonical" href="https://x.test/miami" />');
    expect(tags).toContain('<script type="application/ld+json">{"@type":"LocalBusiness"}</script>');
  });

  it("gives a Spanish page its own canonical URL and both languages' alternates", () => {
    const tags = headTags({ title: 'Miami', canonicalPath: '/miami' }, 'https://x.test', 'es');
    expect(tags).toContain('<link rel="canonical" href="https://x.test/es/miami" />');
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://x.test/miami" />');
    expect(tags).toContain('<link rel="alternate" hreflang="es" href="https://x.test/es/miami" />');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://x.test/miami" />');
    const home = headTags({ title: 'Inicio', canonicalPath: '/' }, 'https://x.test', 'es');
    expect(home).toContain('<link rel="canonical" href="https://x.test/es" />');
    const hidden = headTags({ title: 'Reserva', canonicalPath: '/booking', noindex: true }, 'https://x.test', 'es');
    expect(hidden).not.toContain('hreflang');
  });

  it('makes site-relative URLs in structured data absolute, and leaves other strings alone', () => {
    expect(
      absolutizeUrls(
        { url: '/miami', name: '/not-a-url-key', image: ['/x.webp'], nested: { '@id': '/a', url: 'https://o.test/' } },
        'https://x.test',
      ),
    ).toEqual({
      url: 'https://x.test/miami',
      name: '/not-a-url-key',
      image: ['https://x.test/x.webp'],
      nested: { '@id': 'https://x.test/a', url: 'https://o.test/' },
    });
  });

  it('places the page into the template and refuses a template without markers', () => {
    const template = compileTemplate(
      '<html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body>',
      { publicUrl: 'https://x.test', business: BUSINESS },
    );
    const html = template({
      html: '<p>hi</p>',
      head: { title: 'T' },
      status: 200,
      state: { '["event-types"]': [] },
      modules: [],
      locale: 'es',
    });
    expect(html).toBe(
      '<html lang="es"><head><title>T</title>\n    <meta property="og:locale" content="es_US" />\n    ' +
        '<meta property="og:title" content="T" /></head><body><div id="root"><p>hi</p></div>' +
        '<script id="__QUERY_STATE__" type="application/json">{"[\\"event-types\\"]":[]}</script>' +
        '<script id="__BUSINESS__" type="application/json">{"name":"A \\u003c B","phone":null,"email":"a@x.test","cashAppTag":"Tag","terms":{"travel":null,"tips":null},"retentionYears":7}</script>' +
        '<script id="__APP_FILES__" type="application/json">[]</script></body>',
    );
    expect(() => compileTemplate('<head></head>', { publicUrl: 'https://x.test', business: BUSINESS })).toThrow(
      /marker/,
    );
  });

  it("moves React's leading preloads into the head, before everything else the page adds there", () => {
    const template = compileTemplate(
      '<html lang="en"><head><!--app-head--><style>p{}</style></head><div id="root"><!--app-html--></div><!--app-state-->',
      {
        publicUrl: 'https://x.test',
        business: BUSINESS,
      },
    );
    const preload = '<link rel="preload" as="image" imageSrcSet="/a-320.webp 320w" fetchPriority="high"/>';
    const html = template({
      html: `${preload}<main><link rel="preload" as="image" href="/later.webp"/><img src="/a.webp"/></main>`,
      head: { title: 'T' },
      status: 200,
      state: {},
      modules: [],
      locale: 'en',
    });
    expect(html.startsWith(`<html lang="en"><head>${preload}<title>T</title>`)).toBe(true);
    // Only the ones React wrote first: a link inside the page stays where the page put it.
    expect(html).toContain('<div id="root"><main><link rel="preload" as="image" href="/later.webp"/><img');
    expect(html.match(/a-320\.webp/g)).toHaveLength(1);
  });

  it("lists the app's script files for the page as JSON, and preloads none of them itself", () => {
    const template = compileTemplate('<html lang="en"><head><!--app-head--></head><!--app-html--><!--app-state-->', {
      publicUrl: 'https://x.test',
      business: BUSINESS,
      appFiles: (m) => m.map((module) => `/assets/${module}.js`),
    });
    const html = template({
      html: '',
      head: undefined,
      status: 200,
      state: { '["event-types"]': [] },
      modules: ['page'],
      locale: 'en',
    });
    expect(html).toContain('<script id="__APP_FILES__" type="application/json">["/assets/page.js"]</script>');
    expect(html).not.toContain('modulepreload');
  });

  it('adds the error beacon before the entry only when asked (ERROR_REPORTING_DSN), and nothing otherwise', () => {
    const source =
      '<html lang="en"><head><!--app-head--><script type="module" src="/e.js"></script></head><!--app-html--><!--app-state-->';
    const page = { html: '', head: { title: 'T' }, status: 200, state: {}, modules: [], locale: 'en' as const };
    const plain = compileTemplate(source, { publicUrl: 'https://x.test', business: BUSINESS })(page);
    const withBeacon = compileTemplate(source, {
      publicUrl: 'https://x.test',
      business: BUSINESS,
      errorBeacon: '/assets/report-errors-1.js',
    })(page);
    expect(plain).not.toContain('report-errors');
    expect(withBeacon).toContain(
      '<script type="module" fetchpriority="low" src="/assets/report-errors-1.js"></script><script type="module" src="/e.js">',
    );
    // Nothing else differs: a page without the DSN is the page it was.
    expect(withBeacon.replace(/\n {4}<script type="module" fetchpriority="low" src="[^"]+"><\/script>/, '')).toBe(
      plain,
    );
  });
});
