/**
 * A laptop as Market names it: the brand, then the seller's version text ("Hp ProBook 450 G8, Core i5").
 * A module of its own: the route table and the cards need it, and the page texts need not come with them.
 */
export const laptopName = (brand: string, detail: string) => `${brand} ${detail}`;
