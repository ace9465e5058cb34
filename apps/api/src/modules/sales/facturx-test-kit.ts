// Test helpers for Factur-X PDFs (issue 18): the files a PDF embeds, read back from its bytes, and the XML checked
// against the Factur-X 1.0.9 EN16931 XSD (facturx-xsd/) with xmllint compiled to WebAssembly.
import { readdirSync, readFileSync } from 'node:fs';
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
