// The Factur-X part of an issued bill, deposit bill or credit note's PDF (PDF/A-3b): its EN 16931 CII XML attached
// as `factur-x.xml` (AFRelationship Alternative) and the XMP that declares it.
import type PDFDocument from 'pdfkit';
import type { PrintableDocument } from './document-print.ts';
import { facturxXml } from './facturx-xml.ts';

/** Attaches the document's Factur-X XML and its XMP properties to the PDF being drawn. */
export function attachFacturx(pdf: InstanceType<typeof PDFDocument>, doc: PrintableDocument, now: Date) {
  const xml = Buffer.from(facturxXml(doc), 'utf8');
  // AFRelationship (PDF/A-3, Factur-X): PDFKit writes it; its type definitions do not know the option yet
  pdf.file(xml, {
    name: 'factur-x.xml',
    type: 'text/xml',
    relationship: 'Alternative',
    description: 'Factur-X / EN 16931 (CII)',
    creationDate: now,
    modifiedDate: now,
  } as Parameters<typeof pdf.file>[1]);
  pdf.appendXML(facturxXmp());
}

/** The XMP of a Factur-X: its properties and the PDF/A extension schema that declares them. */
function facturxXmp(): string {
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name>` +
    '<pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category>' +
    `<pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return (
    '<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">' +
    '<fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>' +
    '<fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>' +
    '<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" ' +
    'xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">' +
    '<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">' +
    '<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>' +
    '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>' +
    '<pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>' +
    property('DocumentFileName', 'name of the embedded XML invoice file') +
    property('DocumentType', 'INVOICE') +
    property('Version', 'The actual version of the Factur-X XML schema') +
    property('ConformanceLevel', 'The conformance level of the embedded Factur-X data') +
    '</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>'
  );
}
