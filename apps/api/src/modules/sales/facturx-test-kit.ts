// Test helpers for Factur-X PDFs (issue 18): the files a PDF embeds, read back from its bytes, and the XML checked
// against the Factur-X 1.0.9 EN16931 XSD (facturx-xsd/) with xmllint compiled to WebAssembly, and against its
// schematron (an XSLT 2.0 stylesheet) with Saxon-HE on Java when the machine has them (Debian: libsaxonhe-java).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { validateXML } from 'xmllint-wasm';

/** Every embedded file of a PDF: its /F name (from the file specification) and its inflated bytes. */
export function embeddedFiles(pdf: Uint8Array): Map<string, Buffer> {
  const text = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, { dict: string; start: number }>();
  // each object's dictionary runs to its `stream` keyword or to `endobj` (dictionaries nest, so no `>>` matching)
  const objectPattern = /(\d+) 0 obj\b([\s\S]*?)(stream\r?\n|endobj)/g;
  for (let match = objectPattern.exec(text); match; match = objectPattern.exec(text)) {
    objects.set(match[1] as string, {
      dict: match[2] as string,
      start: match[3]?.startsWith('stream') ? match.index + match[0].length : -1,
    });
    if (match[3]?.startsWith('stream')) {
      const end = text.indexOf('endstream', objectPattern.lastIndex);
      objectPattern.lastIndex = end < 0 ? text.length : end;
    }
  }
  const files = new Map<string, Buffer>();
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Filespec/.test(dict)) continue;
    const name = /\/F \(([^)]*)\)/.exec(dict)?.[1];
    const ref = /\/EF\s*<<\s*\/F (\d+) 0 R/.exec(dict)?.[1];
    const stream = ref ? objects.get(ref) : undefined;
    if (!name || !stream || stream.start < 0) continue;
    const length = Number(/\/Length (\d+)/.exec(stream.dict)?.[1]);
    const raw = Buffer.from(pdf).subarray(stream.start, stream.start + length);
    files.set(name, /\/Filter \/FlateDecode/.test(stream.dict) ? inflateSync(raw) : Buffer.from(raw));
  }
  return files;
}

const xsdDir = join(import.meta.dirname, 'facturx-xsd');

/** xmllint's errors against the Factur-X EN16931 XSD; [] when the XML is valid. */
export async function facturxXsdErrors(xml: string): Promise<string[]> {
  const files = readdirSync(xsdDir).filter((file) => file.endsWith('.xsd'));
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [
      { fileName: 'Factur-X_EN16931.xsd', contents: readFileSync(join(xsdDir, 'Factur-X_EN16931.xsd')) },
    ],
    preload: files
      .filter((file) => file !== 'Factur-X_EN16931.xsd')
      .map((file) => ({ fileName: file, contents: readFileSync(join(xsdDir, file)) })),
  });
  return result.errors.map((error) => error.rawMessage);
}

const saxonJar = [process.env.SAXON_JAR, '/usr/share/java/Saxon-HE.jar'].find(
  (path): path is string => !!path && existsSync(path),
);
/** True when Java and Saxon-HE are installed: the schematron test runs, else it is skipped (and says so). */
export const schematronAvailable =
  saxonJar !== undefined && spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/**
 * The official Factur-X EN16931 schematron's failed assertions per file ('[BR-CO-10]-...'), every XML in one Saxon
 * run (the stylesheet takes seconds to compile); {} entries are valid files.
 */
export function facturxSchematronErrors(xmls: Record<string, string>): Record<string, string[]> {
  if (!saxonJar) throw new Error('Saxon-HE not installed');
  const dir = mkdtempSync(join(tmpdir(), 'sarment-schematron-'));
  try {
    const input = join(dir, 'in');
    const output = join(dir, 'out');
    execFileSync('mkdir', ['-p', input, output]);
    for (const [name, xml] of Object.entries(xmls)) writeFileSync(join(input, `${name}.xml`), xml);
    execFileSync(
      'java',
      [
        '-cp',
        saxonJar,
        'net.sf.saxon.Transform',
        `-s:${input}`,
        `-o:${output}`,
        `-xsl:${join(xsdDir, 'Factur-X_1.09_EN16931.xsl')}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 },
    );
    return Object.fromEntries(
      Object.keys(xmls).map((name) => {
        const svrl = readFileSync(join(output, `${name}.xml`), 'utf8');
        const failed = [...svrl.matchAll(/<svrl:failed-assert[\s\S]*?<svrl:text>([\s\S]*?)<\/svrl:text>/g)];
        return [name, failed.map((m) => (m[1] ?? '').trim())];
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
