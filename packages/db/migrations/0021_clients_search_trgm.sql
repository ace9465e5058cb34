-- the trigram operators of the client list's search index (issue 17): in PostgreSQL's contrib, trusted (a database owner
-- may create it); PGlite instances load it (pgliteExtensions in open-database.ts)
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);