/**
 * How many rows a list of the newest rows holding a text looks through, for each row it shows,
 * before it takes the text to be rare: then it reads every row holding it through the text's
 * indexes and sorts them. Walking newest first is quick for a common text and reads the whole
 * table for a text no row holds; reading every match is quick for a rare text and slow for a
 * common one. At 200, a text held by fewer than 1 row in 200 has few enough matches to sort (about
 * 5,000 of 1,000,000 emails, 8 ms), and a page of 5 walks at most 1,000 rows (1 ms).
 */
export const WALKED_PER_ROW = 200;
