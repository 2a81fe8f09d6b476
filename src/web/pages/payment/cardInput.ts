/** Typing aids of the sandbox card form: digits only, grouped the way they are printed on a card. */
export const digits = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (up to 19 digits). */
export const formatCardNumber = (value: string): string => digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12/34'; the slash appears with the third digit, so deleting back over it works. */
export const formatExpiry = (value: string): string => {
  const d = digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};
