// The Factur-X XML of a bill, deposit bill or credit note (issue 18): UN/CEFACT Cross Industry Invoice D16B in the
// EN 16931 profile (guideline `urn:cen.eu:en16931:2017`), validated in tests against the Factur-X 1.0.9 EN16931 XSD
// vendored in facturx-xsd/. Its figures are the document's: each line's net (its discounts as a line allowance, so
// BT-131 = quantity × unit price − allowance exactly), the VAT per rate, the totals, the deposits already paid.
// BT numbers refer to EN 16931-1.
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import { paymentMentionTexts } from '@sarment/domain/sales/payment-mentions';
import type { PrintAddress, PrintableDocument } from './document-print.ts';

/** UNTDID 1001: 380 commercial invoice, 386 prepayment invoice, 381 credit note. */
export const facturxTypeCodes: Partial<Record<SalesDocumentKind, string>> = {
  bill: '380',
  depositBill: '386',
  creditNote: '381',
};

export const isFacturxKind = (kind: SalesDocumentKind) => kind in facturxTypeCodes;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // characters XML 1.0 cannot carry
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** cents → '12.34' (negative with a minus sign) */
export const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
/** basis points → '20.00', '5.50' */
const percent = (bp: number) => amount(bp);
const date102 = (iso: string) => iso.replaceAll('-', '');
const el = (name: string, content: string) => `<${name}>${content}</${name}>`;
const text = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : '';

/** UNTDID 5305: S standard rate, Z zero rate; E for a shop not liable to VAT (franchise en base, art. 293 B). */
function vatCategory(doc: PrintableDocument, rateBp: number): string {
  if (doc.seller.hasVat === false) return 'E';
  return rateBp === 0 ? 'Z' : 'S';
}

function addressXml(address: PrintAddress | null): string {
  if (!address) return el('ram:PostalTradeAddress', el('ram:CountryID', 'FR'));
  return el(
    'ram:PostalTradeAddress',
    text('ram:PostcodeCode', address.zipcode) +
      text('ram:LineOne', address.street) +
      text('ram:LineTwo', address.street2) +
      text('ram:CityName', address.city) +
      el('ram:CountryID', escapeXml(address.country || 'FR')),
  );
}

function sellerXml(doc: PrintableDocument): string {
  const s = doc.seller;
  const legalOrg = s.siren
    ? el('ram:SpecifiedLegalOrganization', `<ram:ID schemeID="0002">${escapeXml(s.siren)}</ram:ID>`)
    : '';
  const contact =
    s.email || s.phone
      ? el(
          'ram:DefinedTradeContact',
          (s.phone ? el('ram:TelephoneUniversalCommunication', text('ram:CompleteNumber', s.phone)) : '') +
            (s.email ? el('ram:EmailURIUniversalCommunication', text('ram:URIID', s.email)) : ''),
        )
      : '';
  const electronic = s.email
    ? el('ram:URIUniversalCommunication', `<ram:URIID schemeID="EM">${escapeXml(s.email)}</ram:URIID>`)
    : '';
  const tax = s.vatNumber
    ? el('ram:SpecifiedTaxRegistration', `<ram:ID schemeID="VA">${escapeXml(s.vatNumber)}</ram:ID>`)
    : '';
  return el(
    'ram:SellerTradeParty',
    text('ram:Name', s.businessName) + legalOrg + contact + addressXml(s.address) + electronic + tax,
  );
}

function buyerXml(doc: PrintableDocument): string {
  const b = doc.buyer;
  const legalOrg = b.siren
    ? el('ram:SpecifiedLegalOrganization', `<ram:ID schemeID="0002">${escapeXml(b.siren)}</ram:ID>`)
    : '';
  const electronic = b.email
    ? el('ram:URIUniversalCommunication', `<ram:URIID schemeID="EM">${escapeXml(b.email)}</ram:URIID>`)
    : '';
  const tax = b.vatNumber
    ? el('ram:SpecifiedTaxRegistration', `<ram:ID schemeID="VA">${escapeXml(b.vatNumber)}</ram:ID>`)
    : '';
  return el(
    'ram:BuyerTradeParty',
    text('ram:Name', b.name || b.id) + legalOrg + addressXml(b.billingAddress) + electronic + tax,
  );
}

function lineXml(doc: PrintableDocument, line: PrintableDocument['lines'][number]): string {
  const gross = line.unitHtCents * line.quantity;
  // the line and global discounts, as stored (the line's HT is rounded once): one allowance of the difference
  const allowance = gross - line.totalHtCents;
  const allowanceXml =
    allowance !== 0
      ? el(
          'ram:SpecifiedTradeAllowanceCharge',
          el('ram:ChargeIndicator', el('udt:Indicator', allowance > 0 ? 'false' : 'true')) +
            el('ram:ActualAmount', amount(Math.abs(allowance))) +
            el('ram:Reason', 'Remise'),
        )
      : '';
  return el(
    'ram:IncludedSupplyChainTradeLineItem',
    el('ram:AssociatedDocumentLineDocument', el('ram:LineID', String(line.lineNo))) +
      el('ram:SpecifiedTradeProduct', text('ram:Name', line.label)) +
      el(
        'ram:SpecifiedLineTradeAgreement',
        el('ram:NetPriceProductTradePrice', el('ram:ChargeAmount', amount(line.unitHtCents))),
      ) +
      el(
        'ram:SpecifiedLineTradeDelivery',
        `<ram:BilledQuantity unitCode="C62">${line.quantity}</ram:BilledQuantity>`,
      ) +
      el(
        'ram:SpecifiedLineTradeSettlement',
        el(
          'ram:ApplicableTradeTax',
          el('ram:TypeCode', 'VAT') +
            el('ram:CategoryCode', vatCategory(doc, line.vatRateBp)) +
            el('ram:RateApplicablePercent', percent(line.vatRateBp)),
        ) +
          allowanceXml +
          el(
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            el('ram:LineTotalAmount', amount(line.totalHtCents)),
          ),
      ),
  );
}

function taxXml(doc: PrintableDocument, entry: PrintableDocument['vatByRate'][number]): string {
  const category = vatCategory(doc, entry.vatRateBp);
  const exemption =
    category === 'E' ? el('ram:ExemptionReason', 'TVA non applicable, art. 293 B du CGI') : '';
  return el(
    'ram:ApplicableTradeTax',
    el('ram:CalculatedAmount', amount(entry.vatCents)) +
      el('ram:TypeCode', 'VAT') +
      exemption +
      el('ram:BasisAmount', amount(entry.baseCents)) +
      el('ram:CategoryCode', category) +
      // BT-8: VAT on the invoice (5) unless the shop opted for VAT on debits; goods are taxed on delivery
      el('ram:DueDateTypeCode', '5') +
      el('ram:RateApplicablePercent', percent(entry.vatRateBp)),
  );
}

/** The CII XML of an issued bill, deposit bill or credit note. */
export function facturxXml(doc: PrintableDocument): string {
  const typeCode = facturxTypeCodes[doc.kind];
  if (!typeCode) throw new Error(`no Factur-X for a ${doc.kind}`);
  const issueDate = doc.issueDate ?? doc.createdOn;
  const payment = paymentMentionTexts(doc.paymentMentions, doc.buyer, 'fr');
  const notes = [
    doc.notes ? { content: doc.notes, subject: 'AAI' } : null,
    // the payment mentions of C. com. L441-9, L441-10 as the PDF prints them (BT-22; BT-21 subject codes of the
    // French CIUS, rules BR-FR-05/06: PMD late penalties, PMT the 40 EUR indemnity, AAB the discount or none)
    { content: payment.latePenalty, subject: 'PMD' },
    ...(payment.recoveryIndemnity ? [{ content: payment.recoveryIndemnity, subject: 'PMT' }] : []),
    { content: payment.earlyDiscount, subject: 'AAB' },
    {
      content: `${doc.seller.businessName}, ${doc.seller.legalForm ?? ''} au capital de ${amount(doc.seller.capitalCents ?? 0)} EUR, RCS ${doc.seller.rcs ?? ''}`,
      subject: 'REG',
    },
  ].filter((note): note is { content: string; subject: string } => note !== null);
  const paymentTermsText = doc.paymentTerms ? `Paiement : ${doc.paymentTerms.fr}` : null;
  const paymentTerms =
    doc.dueDate || paymentTermsText
      ? el(
          'ram:SpecifiedTradePaymentTerms',
          text('ram:Description', paymentTermsText) +
            (doc.dueDate
              ? el(
                  'ram:DueDateDateTime',
                  `<udt:DateTimeString format="102">${date102(doc.dueDate)}</udt:DateTimeString>`,
                )
              : ''),
        )
      : '';
  const paymentMeans = doc.seller.iban
    ? el(
        'ram:SpecifiedTradeSettlementPaymentMeans',
        el('ram:TypeCode', '58') +
          el(
            'ram:PayeePartyCreditorFinancialAccount',
            text('ram:IBANID', doc.seller.iban.replace(/\s+/g, '')),
          ),
      )
    : '';
  const deliveryAddress = doc.buyer.deliveryAddress ?? doc.buyer.billingAddress;
  const delivery = el(
    'ram:ApplicableHeaderTradeDelivery',
    el(
      'ram:ShipToTradeParty',
      text('ram:Name', deliveryAddress?.name || doc.buyer.name) + addressXml(deliveryAddress),
    ) +
      el(
        'ram:ActualDeliverySupplyChainEvent',
        el(
          'ram:OccurrenceDateTime',
          `<udt:DateTimeString format="102">${date102(issueDate)}</udt:DateTimeString>`,
        ),
      ),
  );
  const precedingInvoice =
    doc.kind === 'creditNote' && doc.billNumber
      ? el(
          'ram:InvoiceReferencedDocument',
          text('ram:IssuerAssignedID', doc.billNumber) +
            (doc.billIssueDate
              ? el(
                  'ram:FormattedIssueDateTime',
                  `<qdt:DateTimeString format="102">${date102(doc.billIssueDate)}</qdt:DateTimeString>`,
                )
              : ''),
        )
      : '';
  const due = doc.totalTtcCents - doc.depositsTtcCents;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" ' +
    'xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" ' +
    'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" ' +
    'xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">' +
    el(
      'rsm:ExchangedDocumentContext',
      el('ram:GuidelineSpecifiedDocumentContextParameter', el('ram:ID', 'urn:cen.eu:en16931:2017')),
    ) +
    el(
      'rsm:ExchangedDocument',
      text('ram:ID', doc.number ?? doc.id) +
        el('ram:TypeCode', typeCode) +
        el(
          'ram:IssueDateTime',
          `<udt:DateTimeString format="102">${date102(issueDate)}</udt:DateTimeString>`,
        ) +
        notes
          .map((note) =>
            el('ram:IncludedNote', text('ram:Content', note.content) + el('ram:SubjectCode', note.subject)),
          )
          .join(''),
    ) +
    el(
      'rsm:SupplyChainTradeTransaction',
      doc.lines.map((line) => lineXml(doc, line)).join('') +
        el(
          'ram:ApplicableHeaderTradeAgreement',
          text('ram:BuyerReference', doc.orderNumber) +
            sellerXml(doc) +
            buyerXml(doc) +
            (doc.orderNumber
              ? el('ram:SellerOrderReferencedDocument', text('ram:IssuerAssignedID', doc.orderNumber))
              : ''),
        ) +
        delivery +
        el(
          'ram:ApplicableHeaderTradeSettlement',
          text('ram:PaymentReference', doc.number) +
            el('ram:InvoiceCurrencyCode', 'EUR') +
            paymentMeans +
            doc.vatByRate.map((entry) => taxXml(doc, entry)).join('') +
            paymentTerms +
            el(
              'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
              el('ram:LineTotalAmount', amount(doc.totalHtCents)) +
                el('ram:TaxBasisTotalAmount', amount(doc.totalHtCents)) +
                `<ram:TaxTotalAmount currencyID="EUR">${amount(doc.totalVatCents)}</ram:TaxTotalAmount>` +
                el('ram:GrandTotalAmount', amount(doc.totalTtcCents)) +
                (doc.depositsTtcCents ? el('ram:TotalPrepaidAmount', amount(doc.depositsTtcCents)) : '') +
                el('ram:DuePayableAmount', amount(due)),
            ) +
            precedingInvoice,
        ),
    ) +
    '</rsm:CrossIndustryInvoice>\n'
  );
}
