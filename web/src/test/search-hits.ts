import type { SearchArea, SearchHit, SearchMatch } from '@tracker/core/search';
import type { FakeAnswer } from './fake-api';

/** One record the search endpoint found. */
export function hit(type: SearchArea, id: string, title: string, detail: string | null, match: SearchMatch): SearchHit {
  return { id, type, attributes: { title, detail, match } };
}

/** The search endpoint's answer with these hits. */
export function searchAnswer(hits: SearchHit[], q = ''): FakeAnswer {
  return { status: 200, body: { data: hits, meta: { q, size: 5 } } };
}
