import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expectHeading, signIn } from './fixtures';

type Listed = { data: { id: string; attributes: { name: string } }[]; meta: { total: number } };

test.beforeEach(async ({ page }) => {
  await page.goto('/signin');
  await signIn(page);
  await expectHeading(page, 'Registrations');
});

/** Two demo companies no other spec writes to: the 7th and 8th names from the end. */
async function twoCompanies(page: Page) {
  const listed = (await (await page.request.get('/api/v3/admin/companies?sort=name:desc&size=2&page=4')).json()) as Listed;
  const [first, second] = listed.data;
  if (!first || !second) throw new Error('The demo data has fewer companies than expected');
  return [first, second] as const;
}

async function journeyCount(page: Page, companyId: string): Promise<number> {
  return ((await (await page.request.get(`/api/v3/journeys?company_id=${companyId}&size=250`)).json()) as Listed).meta.total;
}

/** A day as a spreadsheet stores it (days since 1899-12-30), shown in `format`: a real date cell, not text. */
function dateCell(day: string, format = 'yyyy-mm-dd'): XLSX.CellObject {
  const serial = (Date.parse(`${day}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
  return { t: 'n', v: serial, z: format };
}

/**
 * The workbook a person would save from a spreadsheet application: a header row, then journeys of
 * two companies (ids as numbers, dates as date cells, one pair shown US style), a row without its
 * company, one with a misspelt journey type to fix in the preview, and one to leave out.
 */
function journeysWorkbook(a: number, b: number): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['company_id', 'journey_type', 'start_date', 'end_date'],
    [a, 'cart_abandoner', dateCell('2031-03-02'), dateCell('2031-03-23')],
    [a, 'Purchaser', dateCell('2031-04-06', 'm/d/yy'), dateCell('2031-04-27', 'm/d/yy')],
    [b, 'browse_abandoner', dateCell('2031-03-09'), dateCell('2031-03-30')],
    [null, 'email_subscriber', dateCell('2031-03-16'), dateCell('2031-04-06')],
    [b, 'Cart abandonner', dateCell('2031-05-04'), dateCell('2031-05-25')],
    [b, 'custom', dateCell('2031-06-01'), dateCell('2031-06-22')],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Journeys');
  return XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
}

/**
 * Opens the workbook on /journeys/bulk and prepares the run as a person would: the row without a
 * company stays skipped, the misspelt type is corrected in the preview, the custom journey is left
 * out, and old journeys are not archived (other screens' demo journeys stay as they are).
 */
async function openAndPrepare(page: Page, workbook: Buffer) {
  await page.goto('/journeys/bulk');
  await expectHeading(page, 'Import journeys');
  await page.getByLabel(/pick one$/).setInputFiles({
    name: 'journeys.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  const preview = page.getByRole('table', { name: 'Rows to import' });
  const row = (n: number) => preview.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Import row ${n}`, exact: true }) });

  // The date cells read as the days they show, US style included.
  await expect(row(3)).toContainText('2031-04-06');
  await expect(row(3)).toContainText('2031-04-27');
  await expect(row(5)).toContainText('Skipped: No company_id');
  await expect(row(5).getByRole('checkbox')).toBeDisabled();
  await expect(row(6)).toContainText('Skipped: journey_type "Cart abandonner" is not one of');
  await expect(page.getByRole('button', { name: 'Create 4 journeys' })).toBeEnabled();

  // e on the row opens its editor at its first field; Enter saves, and the row joins the journeys to create.
  await row(6).getByRole('button', { name: 'Edit row 6' }).focus();
  await page.keyboard.press('e');
  await expect(row(6).getByRole('textbox', { name: 'Company id of row 6' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row(6).getByRole('textbox', { name: 'Journey type of row 6' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('cart_abandoner');
  await page.keyboard.press('Enter');
  await expect(row(6)).toContainText('To add');
  await expect(page.getByRole('button', { name: 'Create 5 journeys' })).toBeEnabled();

  await row(7).getByRole('checkbox').uncheck();
  await page.getByLabel('Archive old journeys first').uncheck();
  await expect(page.getByRole('button', { name: 'Create 4 journeys' })).toBeEnabled();
  return { row };
}

test('staff import journeys from an xlsx workbook, fixing and leaving out rows, and a second run creates nothing twice', async ({
  page,
}) => {
  const [a, b] = await twoCompanies(page);
  const before = { a: await journeyCount(page, a.id), b: await journeyCount(page, b.id) };
  const workbook = journeysWorkbook(Number(a.id), Number(b.id));
  const summary = page.getByRole('status').filter({ hasText: ' not added, ' });

  const { row } = await openAndPrepare(page, workbook);
  const stateOf = (n: number) => row(n).getByRole('cell').last();
  await page.getByRole('button', { name: 'Create 4 journeys' }).click();
  await expect(summary).toHaveText('4 added, 0 not added, 1 skipped.');
  for (const n of [2, 3, 4, 6]) await expect(stateOf(n)).toHaveText('Added Edit');
  await expect(stateOf(7)).toHaveText('To add Edit');
  await expect(page.getByRole('link', { name: 'Download the rows not added' })).toBeVisible();

  await page.goto(`/companies/${a.id}/journeys`);
  await expectHeading(page, a.attributes.name);
  await expect(page.getByText(`${before.a + 2} journeys`, { exact: true })).toBeVisible();
  const journeys = page.getByRole('grid', { name: 'Journeys of this company' });
  const onDay = (day: string) => journeys.getByRole('row').filter({ hasText: day });
  await expect(onDay('2031-03-02')).toHaveCount(1);
  await expect(onDay('2031-03-02')).toContainText(/Cart abandoner\s*Upcoming\s*2031-03-02\s*2031-03-23/);
  await expect(onDay('2031-04-06')).toContainText(/Purchaser\s*Upcoming\s*2031-04-06\s*2031-04-27/);

  await page.goto(`/companies/${b.id}/journeys`);
  await expectHeading(page, b.attributes.name);
  await expect(page.getByText(`${before.b + 2} journeys`, { exact: true })).toBeVisible();
  await expect(onDay('2031-03-09')).toContainText(/Browse abandoner\s*Upcoming\s*2031-03-09\s*2031-03-30/);
  // The corrected row, as corrected; the row left out was not created.
  await expect(onDay('2031-05-04')).toContainText(/Cart abandoner\s*Upcoming\s*2031-05-04\s*2031-05-25/);
  await expect(onDay('2031-06-01')).toHaveCount(0);

  // The same workbook, the same choices: every journey is there already.
  await openAndPrepare(page, workbook);
  await page.getByRole('button', { name: 'Create 4 journeys' }).click();
  // The summary counts a journey found there as added, and says how many were; each row says which it was.
  await expect(summary).toHaveText('4 added (4 already there), 0 not added, 1 skipped.');
  for (const n of [2, 3, 4, 6]) await expect(stateOf(n)).toHaveText('Added (already there) Edit');

  await page.goto(`/companies/${a.id}/journeys`);
  await expectHeading(page, a.attributes.name);
  await expect(onDay('2031-03-02')).toHaveCount(1);
  await expect(page.getByText(`${before.a + 2} journeys`, { exact: true })).toBeVisible();
  await page.goto(`/companies/${b.id}/journeys`);
  await expectHeading(page, b.attributes.name);
  await expect(onDay('2031-05-04')).toHaveCount(1);
  await expect(page.getByText(`${before.b + 2} journeys`, { exact: true })).toBeVisible();
  expect([await journeyCount(page, a.id), await journeyCount(page, b.id)]).toEqual([before.a + 2, before.b + 2]);
});
