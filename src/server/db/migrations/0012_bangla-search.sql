-- Bangla search (decision 012, "Bangla on both engines"): a listing's text is read as a search's text is read
-- (shared/search-text.ts): the invisible characters that join or split words removed (the zero-width joiner
-- and non-joiner of "র‍্যাম", which PostgreSQL 15 takes as the end of a word and PGlite as part of it), a
-- zero-width space read as a space, Bangla digits as ASCII ("১৫.৬" is "15.6"), Unicode NFC.
-- normalize_search_text is that reading in SQL, immutable so that generated columns may use it;
-- search-text.test.ts checks it against the TypeScript on every character it changes, on both engines.
-- The normalized text is stored (search_text) for the trigram index and the search of similar words, which
-- would otherwise normalize every row it passes, once per word. A generated column's expression cannot be
-- changed in place on PostgreSQL 15: the stored words are dropped and added again in the same statement,
-- so every existing row is read anew in one rewrite of the table, and both indexes of the text are rebuilt.
CREATE FUNCTION normalize_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN CASE
    -- Text of ASCII alone (most listings) has nothing to change: it is kept without the cost of reading it
    -- (8 µs for a listing's text, against 0.7 µs to find that it is ASCII).
    WHEN octet_length($1) = length($1) THEN $1
    ELSE normalize(
      translate(
        $1,
        '০১২৩৪৫৬৭৮৯' || U&'\200B\00AD\200C\200D\200E\200F\202A\202B\202C\202D\202E\2060\2061\2062\2063\2064\2065\2066\2067\2068\2069\206A\206B\206C\206D\206E\206F\FEFF',
        '0123456789 '
      ),
      NFC
    )
  END;--> statement-breakpoint
DROP INDEX "products_on_sale_trigrams_idx";--> statement-breakpoint
ALTER TABLE "products"
  DROP COLUMN "search_words",
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (normalize_search_text("name" || ' ' || coalesce("processor", '') || ' ' || "detail")) STORED,
  ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, normalize_search_text("name" || ' ' || coalesce("processor", '') || ' ' || "detail"))) STORED;--> statement-breakpoint
CREATE INDEX "products_on_sale_words_idx" ON "products" USING gin ("search_words") WHERE "status" = 'available' and "removed_at" is null;--> statement-breakpoint
CREATE INDEX "products_on_sale_trigrams_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "status" = 'available' and "removed_at" is null;
