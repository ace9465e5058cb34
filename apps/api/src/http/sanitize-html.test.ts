import { describe, expect, it } from 'vitest';
import { sanitizeRichText, toPlainText } from './sanitize-html.ts';

describe('sanitizeRichText (spec §5: all tags but script-like, whitelisted styles and attributes, 5 schemes)', () => {
  it.each([
    ['drops a script and its content', '<p>Vin<script>alert(1)</script></p>', '<p>Vin</p>'],
    ['drops a style element and its content', '<style>p{display:none}</style><p>Vin</p>', '<p>Vin</p>'],
    ['drops an iframe', '<iframe src="https://evil.test"></iframe><p>a</p>', '<p>a</p>'],
    ['drops an object and an embed', '<object data="x.swf"></object><embed src="y.swf"><p>a</p>', '<p>a</p>'],
    ['drops form controls', '<form action="/x"><input name="a"><button>Go</button></form>', 'Go'],
    [
      'drops event handler attributes',
      '<img src="https://x.test/a.png" onerror="alert(1)">',
      '<img src="https://x.test/a.png" />',
    ],
    ['drops a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['drops a data: image', '<img src="data:image/png;base64,AAAA">', '<img />'],
    ['drops a protocol-relative url', '<a href="//evil.test/x">x</a>', '<a>x</a>'],
    ['keeps an https link', '<a href="https://domaine.test">x</a>', '<a href="https://domaine.test">x</a>'],
    ['keeps an http link', '<a href="http://domaine.test">x</a>', '<a href="http://domaine.test">x</a>'],
    ['keeps an ftp link', '<a href="ftp://domaine.test/f">x</a>', '<a href="ftp://domaine.test/f">x</a>'],
    ['keeps a mailto link', '<a href="mailto:a@b.test">x</a>', '<a href="mailto:a@b.test">x</a>'],
    ['keeps a tel link', '<a href="tel:+33386421810">x</a>', '<a href="tel:+33386421810">x</a>'],
    ['keeps a relative link', '<a href="/trois-vallees">x</a>', '<a href="/trois-vallees">x</a>'],
    [
      'keeps whitelisted styles',
      '<p style="color:#7b1e3a;text-align:center">a</p>',
      '<p style="color:#7b1e3a;text-align:center">a</p>',
    ],
    [
      'drops a style outside the whitelist',
      '<p style="position:fixed;color:red">a</p>',
      '<p style="color:red">a</p>',
    ],
    [
      'drops a background image (no request to another site)',
      '<p style="background-color:url(https://x.test/a.png)">a</p>',
      '<p>a</p>',
    ],
    [
      'keeps the editor sizes in points',
      '<span style="font-size:26pt">a</span>',
      '<span style="font-size:26pt">a</span>',
    ],
    [
      'keeps tables with spans',
      '<table><tr><td colspan="2">a</td></tr></table>',
      '<table><tr><td colspan="2">a</td></tr></table>',
    ],
    [
      'protects the opener of a new-tab link',
      '<a href="https://x.test" target="_blank">x</a>',
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('%s', (_rule, dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('lowers headings under the page title when asked', () => {
    expect(
      sanitizeRichText('<h1>Bienvenue</h1><h2>Nos engagements</h2><h6>x</h6>', { demoteHeadings: 1 }),
    ).toBe('<h2>Bienvenue</h2><h3>Nos engagements</h3><h6>x</h6>');
  });
});

describe('toPlainText', () => {
  it('keeps the visible text only, for descriptions', () => {
    expect(
      toPlainText('<h1>Bienvenue</h1>\n<p>Chez <strong>nous</strong> &amp; vous</p><script>x</script>'),
    ).toBe('Bienvenue Chez nous & vous');
  });

  it('gives an edited text its own words, though the text before the edit was read (memoized by the whole text)', () => {
    const before = '<p>Domaine familial depuis 1920, en Chablis.</p>';
    const after = '<p>Domaine familial depuis 1920, en Chablis et Petit Chablis.</p>';
    expect(toPlainText(before)).toBe('Domaine familial depuis 1920, en Chablis.');
    expect(toPlainText(after)).toBe('Domaine familial depuis 1920, en Chablis et Petit Chablis.');
    expect(toPlainText(before)).toBe('Domaine familial depuis 1920, en Chablis.');
  });
});
