-- "No pain" is an answer (issue 22, docs/product.md#enumerations): a review's pain is 0-3, 0 the lowest level.
ALTER TABLE "session_reviews" DROP CONSTRAINT "session_reviews_pain_valid";--> statement-breakpoint
ALTER TABLE "session_reviews" ADD CONSTRAINT "session_reviews_pain_valid" CHECK ("session_reviews"."pain" between 0 and 3);