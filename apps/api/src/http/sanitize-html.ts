import sanitize from 'sanitize-html';

// spec §5: rich-text content is sanitized: every tag except the script-like ones, only a whitelist of styles and
// attributes, only the schemes http, https, ftp, mailto and tel. Stored HTML is sanitized when it is served, so a
// rule tightened here protects every page already saved.

/** Every HTML element an editor may produce; script-like, embedding and form elements are left out on purpose. */
// biome-ignore format: a long list of tag names reads better packed
const ALLOWED_TAGS = [
  'a', 'abbr', 'address', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption',
  'center', 'cite', 'code', 'col', 'colgroup', 'data', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins',
  'kbd', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp',
  'section', 'small', 'source', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'time', 'tr', 'track', 'u', 'ul', 'var', 'video', 'wbr',
];

/** Elements dropped with their content (a stylesheet or a script must not leak as visible text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'svg',
  'math',
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': ['style', 'class', 'title', 'lang', 'dir', 'align'],
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  video: ['src', 'controls', 'width', 'height', 'poster', 'muted', 'loop', 'playsinline'],
  audio: ['src', 'controls', 'loop'],
  source: ['src', 'type', 'media'],
  track: ['src', 'kind', 'srclang', 'label'],
  table: ['border', 'cellpadding', 'cellspacing', 'width'],
  td: ['colspan', 'rowspan', 'width', 'valign'],
  th: ['colspan', 'rowspan', 'width', 'valign', 'scope'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  ol: ['start', 'type', 'reversed'],
  li: ['value'],
  font: ['color', 'face', 'size'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  time: ['datetime'],
  data: ['value'],
  details: ['open'],
};

const LENGTH = String.raw`(?:-?\d+(?:\.\d+)?(?:px|pt|em|rem|%|vw|vh|ch)|0|auto)`;
const COLOR = String.raw`(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})`;
const whole = (pattern: string) => new RegExp(`^${pattern}$`, 'i');
const color = [whole(COLOR)];
const length = [whole(LENGTH)];
const box = [whole(`${LENGTH}(?:\\s+${LENGTH}){0,3}`)];

// Values are anchored patterns: no url(), no expression(), nothing that loads a resource or positions content
// over the page.
const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color,
  'background-color': color,
  'text-align': [/^(left|right|center|justify|start|end)$/],
  'font-size': [whole(String.raw`\d+(?:\.\d+)?(?:px|pt|em|rem|%)|small|medium|large|x-large|xx-large`)],
  'font-family': [/^[\w\s"',-]{1,200}$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic|oblique)$/],
  'text-decoration': [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/],
  'text-transform': [/^(none|uppercase|lowercase|capitalize)$/],
  'text-indent': length,
  'line-height': [whole(String.raw`\d+(?:\.\d+)?(?:px|pt|em|rem|%)?|normal`)],
  'letter-spacing': length,
  'vertical-align': [/^(baseline|top|middle|bottom|sub|super|text-top|text-bottom)$/],
  'white-space': [/^(normal|nowrap|pre|pre-wrap|pre-line)$/],
  'list-style-type': [/^(none|disc|circle|square|decimal|lower-alpha|upper-alpha|lower-roman|upper-roman)$/],
  float: [/^(left|right|none)$/],
  margin: box,
  'margin-top': length,
  'margin-right': length,
  'margin-bottom': length,
  'margin-left': length,
  padding: box,
  'padding-top': length,
  'padding-right': length,
  'padding-bottom': length,
  'padding-left': length,
  width: length,
  height: length,
  'max-width': length,
};

export interface SanitizeOptions {
  /**
   * Lowers every heading by this many levels (the page already has its h1: the shop's name), so the document
   * outline stays correct whatever the editor produced.
   */
  demoteHeadings?: number;
}

function headingTransforms(levels: number): Record<string, string> {
  const transforms: Record<string, string> = {};
  for (let level = 1; level <= 6; level += 1) transforms[`h${level}`] = `h${Math.min(6, level + levels)}`;
  return transforms;
}

function buildOptions(options: SanitizeOptions): sanitize.IOptions {
  return {
    allowedTags: ALLOWED_TAGS,
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedStyles: { '*': ALLOWED_STYLES },
    allowedSchemes: ['http', 'https', 'ftp', 'mailto', 'tel'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
    allowProtocolRelative: false,
    enforceHtmlBoundary: true,
    transformTags: {
      ...(options.demoteHeadings ? headingTransforms(options.demoteHeadings) : {}),
      // a link opening a new tab must not hand the opener window to the target
      a: (tagName, attribs) =>
        attribs.target === '_blank'
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
    },
  };
}

const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

/**
 * Sanitized rich text (spec §5). Results are memoized (shop pages serve the same few texts again and again).
 * @example sanitizeRichText('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string, options: SanitizeOptions = {}): string {
  const key = `${options.demoteHeadings ?? 0}\u0000${html}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const clean = sanitize(html, buildOptions(options));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, clean);
  return clean;
}

const plainTexts = new Map<string, string>();

/**
 * The visible text of rich text, whitespace collapsed (meta descriptions, excerpts). Memoized by the text itself,
 * as `sanitizeRichText`: every GET /v1/shops/{id} cut its home page's excerpt again, parsing its HTML (issue 22).
 */
export function toPlainText(html: string): string {
  const cached = plainTexts.get(html);
  if (cached !== undefined) return cached;
  const text = sanitize(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plainTexts.size >= CACHE_LIMIT) plainTexts.delete(plainTexts.keys().next().value as string);
  plainTexts.set(html, text);
  return text;
}
