/**
 * Bangla digits (০–৯, U+09E6–U+09EF) and ASCII digits, one for one: a number typed on a Bangla keyboard
 * ("৪৫০০০") is read as the same number as "45000", and Bangla pages write numbers in Bangla digits.
 */
const BANGLA_ZERO = 0x09e6;

/** '৪৫০০০' → '45000'; any other character is kept. */
export const toAsciiDigits = (text: string): string => text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));

/** '45000' → '৪৫০০০'; any other character is kept. */
export const toBanglaDigits = (text: string): string => text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));
