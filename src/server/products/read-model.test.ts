import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import { PRODUCT_FIELDS } from '#shared/schemas/products.ts';
import { productFields, productJsonColumns } from './read-model.ts';

describe("a product's read model", () => {
  test("declares the shared schema's fields in its order, so the JSON the database writes has the schema's order", () => {
    expect(Object.keys(productFields)).toEqual(PRODUCT_FIELDS);
  });

  test('names each column of the JSON as the API names the field', () => {
    const { sql } = new PgDialect().sqlToQuery(productJsonColumns);
    const names = [...sql.matchAll(/ as "([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(PRODUCT_FIELDS);
  });
});
