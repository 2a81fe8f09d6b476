/**
 * A laptop as Market names it: the brand, then the seller's version text ("Hp ProBook 450 G8, Core i5").
 * A module of its own: the route table and the cards need it, and the page texts need not come with them.
 */
export const laptopName = (brand: string, detail: string) => `${brand} ${detail}`;

/** Characters of a laptop's name in a notification: its brand and the start of its version. */
const SHORT_NAME = 80;

/** A laptop's name cut to fit a notification's line ("Lenovo ThinkPad T480, Core i5-8350U, 16 GB RAM…"). */
export const shortLaptopName = (brand: string, detail: string) => {
  const full = laptopName(brand, detail).replace(/\s+/g, ' ').trim();
  return full.length > SHORT_NAME ? `${full.slice(0, SHORT_NAME - 1)}…` : full;
};
