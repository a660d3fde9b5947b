DROP INDEX "abuse_words_match_idx";--> statement-breakpoint
CREATE INDEX "abuse_words_first_token_idx" ON "abuse_words" USING btree ("tenant_id",split_part("match_key", ' ', 1),"locale");