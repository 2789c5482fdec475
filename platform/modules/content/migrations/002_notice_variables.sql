-- Per-currency values for `{name}` in a notice message: JSON {name: {CUR: text | amount in minor units}} (issue 24).
ALTER TABLE notices ADD COLUMN variables TEXT;
