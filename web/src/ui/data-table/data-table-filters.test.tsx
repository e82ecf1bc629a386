import { booleanFilter, defineFilters, enumFilter, sortFilter, textFilter } from '@tracker/core/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { listFilterParams } from '../list-filter-params';
import { useSearchParamsState } from '../use-search-params-state';
import { DataTableFilters } from './data-table-filters';

const FRUIT_FILTERS = defineFilters({
  q: textFilter({ description: 'name contains the text', label: 'Search fruit', placeholder: 'Name' }),
  colour: enumFilter(['red', 'green'], {
    description: 'of this colour',
    label: 'Colour',
    choiceLabels: { '': 'Any colour', red: 'Red', green: 'Green' },
  }),
  ripe: booleanFilter({ description: 'ripe only', negated: 'unripe only', default: true, label: 'Ripeness' }),
  sort: sortFilter(['name'], { default: 'name:asc' }),
});
const PARAMS = listFilterParams(FRUIT_FILTERS);

function FruitFilters() {
  const [params, setParams] = useSearchParamsState(PARAMS);
  return <DataTableFilters id="fruit.filters" declaration={FRUIT_FILTERS} params={params} setParams={setParams} line={['q']} search="q" />;
}

const press = (...keys: string[]) => {
  for (const key of keys) act(() => void fireEvent.keyDown(document.body, { key }));
};

describe('the filter bar drawn from a declaration', () => {
  it('labels each control and its options as core declares them, the search on the line', () => {
    renderAt('/fruit', <FruitFilters />);

    expect(screen.getByRole('searchbox', { name: 'Search fruit' }).getAttribute('placeholder')).toBe('Name');
    const colour = screen.getByLabelText('Colour', { selector: 'select' }) as HTMLSelectElement;
    expect([...colour.options].map((option) => option.text)).toEqual(['Any colour', 'Red', 'Green']);
    expect(screen.getByLabelText('Ripeness', { selector: 'select' })).toBeTruthy();
  });

  it('puts focus in a filter by its number, by the filter’s name rather than its label text', () => {
    renderAt('/fruit', <FruitFilters />);

    press('f', '2');
    expect(document.activeElement).toBe(screen.getByLabelText('Ripeness', { selector: 'select' }));
    press('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search fruit' }));
  });

  it('resets every filter but the sort to its declared default with f 0, offered only while one narrows the list', () => {
    const view = renderAt('/fruit?q=fig&colour=red&ripe=false&sort=name:desc', <FruitFilters />);
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy();

    press('f', '0');

    expect(view.currentPath()).toBe('/fruit?sort=name:desc');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });
});
