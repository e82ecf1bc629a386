-- The one- and two-character pieces of a company's lower-cased name and of its domain: a search
-- text that short holds no trigram, so the trigram indexes cannot narrow it, but a company matches
-- it (lower(name) or domain_name LIKE '%text%') exactly when the text is one of these pieces.
CREATE FUNCTION company_search_grams(name text, domain_name text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(
    SELECT DISTINCT substr(t, i, n)
    FROM unnest(ARRAY[lower(name), domain_name]) AS t, generate_series(1, 2) AS n, generate_series(1, length(t) - n + 1) AS i
  )
$$;
--> statement-breakpoint
CREATE INDEX "companies_search_grams_idx" ON "companies" USING gin (company_search_grams("name", "domain_name"));
--> statement-breakpoint
-- The statistics of the new expression (how many companies hold each piece), which a short search's count estimates from.
ANALYZE companies;
