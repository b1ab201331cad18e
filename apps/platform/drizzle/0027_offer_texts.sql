-- An offer's name and terms in the site's other languages (issue 36): {"de_DE": {"name": …, "description": …}, …}.
-- The offer's own name and description stay its default (English) text; a language missing here falls back to it.
ALTER TABLE "bonus_offers" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_offers" ADD CONSTRAINT "bonus_offers_texts_object" CHECK (jsonb_typeof("texts") = 'object');
