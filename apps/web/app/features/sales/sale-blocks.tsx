// The blocks of a sales page (/dashboard/orders/{id}): a titled card, the lines (a table on wide screens, one
// block per line on phones), the totals HT / VAT per rate / TTC, and the linked documents.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber, formatPrice } from '../kit/list-formats.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import { DocumentStatusChip, documentNumber } from './sales-lists.tsx';
import type { ChainDocument, DocumentChain } from './sales-types.ts';

export function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

export interface SaleLine {
  lineNo: number;
  label: string;
  quantity: number;
  freeUnits?: number;
  unitHT: number;
  discount?: number;
  vatRate: number;
  totalHT: number;
}

const percent = (value: number) => `${formatNumber(value)} %`;

export function LinesBlock({ lines, t }: { lines: readonly SaleLine[]; t: TFunction }) {
  const head = (key: string) => t(`sales.detail.line.${key}`);
  const free = (line: SaleLine) =>
    line.freeUnits ? ` ${t('sales.detail.freeUnits', { count: line.freeUnits })}` : '';
  return (
    <Block title={t('sales.detail.lines')} testId="sale-lines">
      {/* phones: one block per line */}
      <Box sx={{ display: { xs: 'grid', md: 'none' }, gap: 1 }}>
        {lines.map((line) => (
          <Box key={line.lineNo} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {line.label}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {formatNumber(line.quantity)}
                {free(line)} × {formatPrice(line.unitHT)} {t('sales.detail.ht')}
                {line.discount ? ` − ${percent(line.discount)}` : ''} · {t('sales.detail.line.vatRate')}{' '}
                {percent(line.vatRate)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatPrice(line.totalHT)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: { xs: 'none', md: 'block' }, overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{head('label')}</TableCell>
              <TableCell align="right">{head('quantity')}</TableCell>
              <TableCell align="right">{head('unitHT')}</TableCell>
              <TableCell align="right">{head('discount')}</TableCell>
              <TableCell align="right">{head('vatRate')}</TableCell>
              <TableCell align="right">{head('totalHT')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.lineNo}>
                <TableCell>{line.label}</TableCell>
                <TableCell align="right">
                  {formatNumber(line.quantity)}
                  {free(line)}
                </TableCell>
                <TableCell align="right">{formatPrice(line.unitHT)}</TableCell>
                <TableCell align="right">{line.discount ? percent(line.discount) : '—'}</TableCell>
                <TableCell align="right">{percent(line.vatRate)}</TableCell>
                <TableCell align="right">{formatPrice(line.totalHT)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Block>
  );
}

export function TotalsBlock(props: {
  t: TFunction;
  totalHT: number;
  totalTTC: number;
  vatByRate: readonly { vatRate: number; totalHT: number; totalVAT: number }[];
  extra?: ReactNode;
}) {
  const { t } = props;
  return (
    <Block title={t('sales.detail.totals')} testId="sale-totals">
      <AmountRow label={t('sales.detail.totalHT')} value={formatPrice(props.totalHT)} />
      {props.vatByRate.map((rate) => (
        <AmountRow
          key={rate.vatRate}
          label={`${t('sales.detail.vatAt', { rate: formatNumber(rate.vatRate) })} (${formatPrice(rate.totalHT)})`}
          value={formatPrice(rate.totalVAT)}
        />
      ))}
      <Divider />
      <AmountRow label={t('sales.detail.totalTTC')} value={formatPrice(props.totalTTC)} strong />
      {props.extra}
    </Block>
  );
}

/** Where a linked document opens; shipments and samples open on the delivery pages. */
export function chainLink(document: Pick<ChainDocument, 'id' | 'kind'>): string {
  const id = encodeURIComponent(document.id);
  if (document.kind === 'shipment') return `/dashboard/delivery/${id}`;
  if (document.kind === 'sample') return `/dashboard/orders/samples/${id}`;
  return `/dashboard/orders/${id}`;
}

export function ChainBlock(props: {
  t: TFunction;
  chain: DocumentChain;
  /** the page's own document or order, named but not linked */
  currentId: string;
}) {
  const { t, chain, currentId } = props;
  const entries: { id: string; label: string; status: ReactNode; to: string | null; amount: string }[] = [];
  const orderEntry = chain.order;
  const documents = chain.documents;
  const quotes = documents.filter((d) => d.kind === 'quote');
  const others = documents.filter((d) => d.kind !== 'quote');
  const describe = (d: ChainDocument) => ({
    id: d.id,
    label: `${t(`sales.kinds.${d.kind}`)} ${documentNumber(t, d)}`,
    status: <DocumentStatusChip status={d.status} />,
    to: chainLink(d),
    amount: d.kind === 'shipment' || d.kind === 'sample' ? '' : formatPrice(d.totalTTC),
  });
  entries.push(...quotes.map(describe));
  if (orderEntry) {
    entries.push({
      id: orderEntry.id,
      label: `${t('sales.kinds.order')} ${orderEntry.number ?? ''}`,
      status: <StatusChip family="order" status={orderEntry.status} />,
      to: `/dashboard/orders/${encodeURIComponent(orderEntry.id)}`,
      amount: '',
    });
  }
  entries.push(...others.map(describe));
  const shown = entries.filter((entry) => entry.id !== currentId);
  return (
    <Block title={t('sales.detail.linked')} testId="sale-chain">
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('sales.detail.noLinked')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              {entry.to ? (
                <Link component={RouterLink} to={entry.to} sx={{ fontWeight: 600 }}>
                  {entry.label}
                </Link>
              ) : (
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.label}
                </Typography>
              )}
              {entry.status}
              <Typography variant="body2" sx={{ ml: 'auto' }}>
                {entry.amount}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Block>
  );
}
