import { holidaysEndpoints, type Holiday, type HolidayDocument } from '@tracker/core/holidays';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { api } from '../api/client';
import { errorMessage, fieldErrors } from '../api/error-message';
import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { useCommands } from '../ui/commands/commands-context';
import { DetailLayout } from '../ui/detail-layout';
import { DetailScreenFallback } from '../ui/detail-screen-fallback';
import { saveStatus } from '../ui/status/save-status';
import { TextField } from '../ui/text-field';
import { UndoNote } from '../ui/undo/undo-note';
import { useUndo } from '../ui/undo/use-undo';
import { holidayQueries } from './queries';

/** Name, keywords (one comma-separated string) and dates to add; creates when there is no holiday yet. */
function HolidayForm({ holiday, dateRef }: { holiday?: Holiday; dateRef?: RefObject<HTMLFormElement | null> }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(holiday?.attributes.name ?? '');
  const [keywords, setKeywords] = useState(holiday?.attributes.keywords ?? '');
  const [date, setDate] = useState('');
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(error);

  async function save() {
    const dates = date ? [date] : [];
    const document = holiday
      ? await saveStatus.track(
          api.request(holidaysEndpoints.updateHoliday, { params: { id: holiday.id }, body: { name, keywords, dates } }),
        )
      : await saveStatus.track(api.request(holidaysEndpoints.createHoliday, { body: { name, keywords, dates } }));
    queryClient.setQueryData(holidayQueries.detail(document.data.id).queryKey, document);
    void queryClient.invalidateQueries({ queryKey: holidayQueries.all() });
    setDate('');
    setError(null);
    if (!holiday) navigate(`/holidays/${document.data.id}`);
  }

  return (
    <form
      ref={dateRef}
      aria-label={holiday ? 'Edit holiday' : 'Create holiday'}
      onSubmit={(event) => {
        event.preventDefault();
        save().catch(setError);
      }}
    >
      <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField label="Keywords" hint="Separated by commas" value={keywords} onChange={(e) => setKeywords(e.target.value)} />
      <TextField label="Add a date" type="date" value={date} onChange={(e) => setDate(e.target.value)} error={errors.dates} />
      <div className="form-actions">
        <button type="submit" className="primary">
          {holiday ? 'Save holiday' : 'Create holiday'}
        </button>
      </div>
      {error !== null && Object.keys(errors).length === 0 && (
        <p className="alert" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </form>
  );
}

/** /holidays/create */
export function CreateHolidayPage() {
  return (
    <section>
      <BackLink href="/holidays">Holidays</BackLink>
      <h1>Create holiday</h1>
      <HolidayForm />
    </section>
  );
}

/** /holidays/{id}: the holiday's keywords and dates; dates are added and removed here. */
export function HolidayPage({ params }: ScreenProps) {
  const id = params.holiday_id ?? '';
  const holiday = useQuery(holidayQueries.detail(id));
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  // Removing a date asks nothing: adding the same day back is its undo.
  const dateRemoval = useUndo<{ id: string; day: string }>({
    run: (date) => show(api.request(holidaysEndpoints.deleteHolidayDate, { params: { id, date_id: date.id } })),
    reverse: (date) => show(api.request(holidaysEndpoints.updateHoliday, { params: { id }, body: { dates: [date.day] } })),
    done: (date) => `Removed ${date.day}`,
    notDone: 'Not removed',
    notUndone: 'Not put back',
  });
  useCommands([
    {
      id: 'holiday.add-date',
      title: 'Add a holiday date',
      group: 'Holiday',
      shortcut: 'a',
      perform: () => form.current?.querySelector<HTMLInputElement>('input[type=date]')?.focus(),
    },
    ...(holiday.data?.data.attributes.dates ?? []).map((d) => ({
      id: `holiday.remove-date.${d.id}`,
      title: `Remove date ${d.occurs_at}`,
      group: 'Holiday',
      perform: () => dateRemoval.run({ id: d.id, day: d.occurs_at }),
    })),
  ]);

  /** Saves a change of dates and shows the holiday the server answers with. */
  async function show(call: Promise<z.output<typeof HolidayDocument>>) {
    const document = await saveStatus.track(call);
    queryClient.setQueryData(holidayQueries.detail(id).queryKey, document);
    void queryClient.invalidateQueries({ queryKey: holidayQueries.all() });
  }

  if (!holiday.data)
    return <DetailScreenFallback back={<BackLink href="/holidays">Holidays</BackLink>} title="Holiday" error={holiday.error} />;
  const data = holiday.data.data;
  return (
    <DetailLayout
      back={<BackLink href="/holidays">Holidays</BackLink>}
      title={data.attributes.name}
      aside={
        <section className="panel" aria-labelledby="holiday-edit-title">
          <h2 id="holiday-edit-title">Name and keywords</h2>
          <HolidayForm key={data.attributes.updated_at} holiday={data} dateRef={form} />
        </section>
      }
      asideLabel="Holiday settings"
    >
      <section aria-labelledby="holiday-dates-title">
        <h2 id="holiday-dates-title">Dates</h2>
        <ul aria-label="Dates">
          {data.attributes.dates.map((d) => (
            <li key={d.id}>
              {d.occurs_at}{' '}
              <button type="button" aria-label={`Remove ${d.occurs_at}`} onClick={() => dateRemoval.run({ id: d.id, day: d.occurs_at })}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <UndoNote undo={dateRemoval} />
      </section>
    </DetailLayout>
  );
}
