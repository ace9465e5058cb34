import { describe, expect, it } from 'vitest';
import { isShopPhone, shopPhoneSchema } from './shop-phone.ts';

describe("a shop's own phone: any valid number of the ten countries, fixed lines included", () => {
  it.each([
    ['the demo landline', '+33386421810'],
    ['a French landline', '01 23 45 67 89'],
    ['a mobile', '06 12 34 56 78'],
    ['a Belgian landline', '+32 2 512 34 56'],
  ])('accepts %s', (_, value) => {
    expect(isShopPhone(value)).toBe(true);
    expect(shopPhoneSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a number too short', '03 86'],
    ['a Japanese number (country not listed)', '+81 3-1234-5678'],
    ['text', 'standard'],
  ])("refuses %s with 'Ce numéro n'est pas valide'", (_, value) => {
    expect(isShopPhone(value)).toBe(false);
    expect(shopPhoneSchema.safeParse(value).error?.issues[0]?.message).toBe("Ce numéro n'est pas valide");
  });
});
