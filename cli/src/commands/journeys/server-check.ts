import type { JourneyImportInput } from '@tracker/core';
import type { Api } from '../../api/create-api';
import { NotFoundError } from '../../errors/cli-error';

/** What the server has of a file's companies: the ids it knows no company of, and the journeys it has already. */
export type ServerCheck = { unknownCompanies: ReadonlySet<string>; existing: ReadonlySet<string> };

/** A journey as the server tells one from another: company, type, start day and end day. */
export const journeyKey = (j: { company_id: number | string; journey_type: string; start_date: string; end_date: string }) =>
  [j.company_id, j.journey_type, j.start_date.slice(0, 10), j.end_date.slice(0, 10)].join('\u0000');

/** The most a company's journeys page holds (COMPANY_JOURNEYS_FETCH_SIZE). */
const PAGE_SIZE = 250;
/** Companies looked at side by side. */
const CONCURRENCY = 4;

/**
 * Looks up each company of the rows (GET /v3/companies/{id}) and the journeys it has (GET
 * /v3/journeys?company_id=), so that a dry run and the prompt count only what a run would create:
 * a row of a company the server does not know, or of a journey it has on the same days, would not be.
 */
export async function checkAgainstServer(api: Api, inputs: readonly JourneyImportInput[]): Promise<ServerCheck> {
  const ids = [...new Set(inputs.map((input) => input.journey.company_id))];
  const unknownCompanies = new Set<string>();
  const existing = new Set<string>();
  let next = 0;
  async function worker(): Promise<void> {
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
      try {
        await api.request('getCompany', { params: { id: String(id) } });
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        unknownCompanies.add(String(id));
        continue;
      }
      for (let page = 1; ; page++) {
        const { data } = await api.request('listJourneys', {
          query: { company_id: String(id), size: String(PAGE_SIZE), page: String(page) },
        });
        for (const { attributes: a } of data) {
          existing.add(journeyKey({ company_id: id, journey_type: a.type, start_date: a.start_date, end_date: a.end_date }));
        }
        if (data.length < PAGE_SIZE) break;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return { unknownCompanies, existing };
}
