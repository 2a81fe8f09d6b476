-- An alert of trusted sellers only (trusted=1 in its search), matched with a listing as its seller stands when
-- the listing goes public (alerts/match.ts). Alerts saved before could not hold the filter: none is one.
ALTER TABLE "alerts" ADD COLUMN "trusted" boolean DEFAULT false NOT NULL;
