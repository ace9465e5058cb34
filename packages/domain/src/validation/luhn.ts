// The Luhn checksum (ISO/IEC 7812-1), shared by card numbers, SIREN and SIRET.

/** True when a string of digits passes the Luhn check. Example: `passesLuhn('4242424242424242')` is true. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
