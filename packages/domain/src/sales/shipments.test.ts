import { describe, expect, it } from 'vitest';
import { trackingUrl } from './carriers.ts';
import {
  canMoveDelivery,
  isHandedToCarrier,
  nextDeliveryStatuses,
  orderDeliveryStatus,
  orderFulfilment,
  refusedDeliveryMessage,
} from './delivery-status.ts';
import { minimumParcels, planParcels, spreadParcels } from './parcels.ts';

describe('parcels (spec §9: 12 bottles a parcel)', () => {
  it('packs 30 bottles of 75 cl in 12, 12 and 6', () => {
    const parcels = planParcels([{ lineNo: 1, quantity: 30, eq75: 1 }]);
    expect(parcels.map((p) => p.eq75)).toEqual([12, 12, 6]);
    expect(parcels[2]).toEqual({ number: 3, eq75: 6, lines: [{ lineNo: 1, quantity: 6 }] });
  });

  it('counts a magnum as two bottles and closes a parcel before it overflows', () => {
    const parcels = planParcels([
      { lineNo: 1, quantity: 11, eq75: 1 },
      { lineNo: 2, quantity: 1, eq75: 2 },
    ]);
    expect(parcels).toEqual([
      { number: 1, eq75: 11, lines: [{ lineNo: 1, quantity: 11 }] },
      { number: 2, eq75: 2, lines: [{ lineNo: 2, quantity: 1 }] },
    ]);
    expect(minimumParcels([{ lineNo: 1, quantity: 12, eq75: 1 }])).toBe(1);
    expect(minimumParcels([{ lineNo: 1, quantity: 13, eq75: 1 }])).toBe(2);
  });

  it('puts accessories in the first parcel without weight, and gives them a parcel when alone', () => {
    const parcels = planParcels([
      { lineNo: 1, quantity: 2, eq75: 0 },
      { lineNo: 2, quantity: 24, eq75: 1 },
    ]);
    expect(parcels.map((p) => p.eq75)).toEqual([12, 12]);
    expect(parcels[0]!.lines).toEqual([
      { lineNo: 2, quantity: 12 },
      { lineNo: 1, quantity: 2 },
    ]);
    expect(planParcels([{ lineNo: 1, quantity: 3, eq75: 0 }])).toEqual([
      { number: 1, eq75: 0, lines: [{ lineNo: 1, quantity: 3 }] },
    ]);
    expect(minimumParcels([{ lineNo: 1, quantity: 3, eq75: 0 }])).toBe(1);
  });

  it('70 cl bottles weigh 14/15 of a bottle: 13 of them fit in one parcel', () => {
    expect(planParcels([{ lineNo: 1, quantity: 13, eq75: 0.9333 }])).toHaveLength(2);
    expect(minimumParcels([{ lineNo: 1, quantity: 12, eq75: 0.9333 }])).toBe(1);
  });

  it('spreads the units evenly over the parcels the shipper asks for, never fewer than the rule allows', () => {
    const lines = [{ lineNo: 1, quantity: 24, eq75: 1 }];
    expect(spreadParcels(lines, 3)?.map((p) => p.eq75)).toEqual([8, 8, 8]);
    expect(spreadParcels(lines, 2)?.map((p) => p.eq75)).toEqual([12, 12]);
    expect(spreadParcels(lines, 1)).toBeNull();
    expect(spreadParcels([{ lineNo: 1, quantity: 2, eq75: 1 }], 3)).toBeNull();
    const mixed = spreadParcels(
      [
        { lineNo: 1, quantity: 6, eq75: 1 },
        { lineNo: 2, quantity: 3, eq75: 2 },
      ],
      2,
    );
    expect(mixed?.map((p) => p.eq75)).toEqual([6, 6]);
  });
});

describe('delivery statuses (spec §4)', () => {
  it('moves forward along the carrier’s way and refuses going back', () => {
    expect(canMoveDelivery('preparation', 'pendingPickup')).toBe(true);
    expect(canMoveDelivery('transit', 'delivered')).toBe(true);
    expect(canMoveDelivery('delivered', 'preparation')).toBe(false);
    expect(canMoveDelivery('returned', 'transit')).toBe(false);
    expect(nextDeliveryStatuses('returned')).toEqual([]);
    expect(refusedDeliveryMessage('delivered', 'preparation')).toBe(
      "Impossible de passer l'expédition de « Livrée » à « En préparation ».",
    );
  });

  it('a problem can be solved, a delivered parcel can still come back', () => {
    expect(canMoveDelivery('transit', 'exception')).toBe(true);
    expect(canMoveDelivery('exception', 'delivered')).toBe(true);
    expect(canMoveDelivery('delivered', 'returned')).toBe(true);
  });

  it('goods are with the carrier from pickup on', () => {
    expect(isHandedToCarrier('pendingPickup')).toBe(false);
    expect(isHandedToCarrier('pickup')).toBe(true);
    expect(isHandedToCarrier('delivered')).toBe(true);
  });

  it("an order's delivery status follows its shipments and whether everything is shipped", () => {
    expect(orderFulfilment(24, 0)).toBe('none');
    expect(orderFulfilment(24, 12)).toBe('partial');
    expect(orderFulfilment(24, 24)).toBe('shipped');
    expect(orderDeliveryStatus([], 'none')).toBeNull();
    expect(orderDeliveryStatus(['transit'], 'partial')).toBe('preparation');
    expect(orderDeliveryStatus(['delivered'], 'partial')).toBe('partiallyDelivered');
    expect(orderDeliveryStatus(['transit', 'pendingPickup'], 'shipped')).toBe('pendingPickup');
    expect(orderDeliveryStatus(['delivered', 'transit'], 'shipped')).toBe('partiallyDelivered');
    expect(orderDeliveryStatus(['delivered', 'delivered'], 'shipped')).toBe('delivered');
    expect(orderDeliveryStatus(['delivered', 'returned'], 'shipped')).toBe('partiallyReturned');
    expect(orderDeliveryStatus(['returned'], 'shipped')).toBe('returned');
    expect(orderDeliveryStatus(['delivered', 'exception'], 'shipped')).toBe('exception');
  });
});

describe('tracking links', () => {
  it('links a known carrier’s number, encoded; nothing for an unknown carrier', () => {
    expect(trackingUrl('Colissimo', '6A 123')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A%20123',
    );
    expect(trackingUrl('chronopost', 'XY1')).toContain('listeNumerosLT=XY1');
    expect(trackingUrl('Transporteur du domaine', '12')).toBeNull();
    expect(trackingUrl('Colissimo', null)).toBeNull();
  });
});
