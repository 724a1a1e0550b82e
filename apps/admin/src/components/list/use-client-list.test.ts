import { describe, expect, it } from 'vitest';
import { clientPage } from './use-client-list';

type Skill = { id: number; name: string };

const skills: Skill[] = ['Écrire', 'apple', 'Banana', 'cherry', 'date', 'fig', 'grape'].map(
  (name, index) => ({ id: index + 1, name }),
);

const view = { page: 1, perPage: 3, sort: 'name', search: '', serverOrder: 'name' };
const names = (rows: readonly Skill[]) => rows.map((row) => row.name);

describe('clientPage', () => {
  it('answers the page the view names with the count, as the server answers a page', () => {
    const page = clientPage(skills, { ...view, page: 2 });
    expect(names(page.data)).toEqual(['cherry', 'date', 'fig']);
    expect(page.meta).toMatchObject({
      current_page: 2,
      last_page: 3,
      per_page: 3,
      total: 7,
      from: 4,
      to: 6,
    });
  });

  it('answers the last page when the view names one past the end', () => {
    const page = clientPage(skills, { ...view, page: 9 });
    expect(names(page.data)).toEqual(['grape']);
    expect(page.meta).toMatchObject({ current_page: 3, from: 7, to: 7 });
  });

  it('keeps the server’s order, and orders every row (not only the page) in another', () => {
    expect(names(clientPage(skills, view).data)).toEqual(['Écrire', 'apple', 'Banana']);
    const reversed = clientPage(skills, { ...view, sort: '-name' });
    // Accents and case aside: É sorts with e.
    expect(names(reversed.data)).toEqual(['grape', 'fig', 'Écrire']);
  });

  it('orders by the screen’s value of a field, else by the row’s own field', () => {
    const byLength = clientPage(
      skills,
      { ...view, serverOrder: 'id' },
      { sortValues: { name: (skill) => skill.name.length } },
    );
    expect(names(byLength.data)).toEqual(['fig', 'date', 'apple']);
    expect(names(clientPage(skills, { ...view, sort: '-id' }).data)).toEqual([
      'grape',
      'fig',
      'date',
    ]);
  });

  it('counts only the rows the search matches', () => {
    const page = clientPage(
      skills,
      { ...view, search: ' an ' },
      { matches: (skill, search) => skill.name.toLowerCase().includes(search) },
    );
    expect(names(page.data)).toEqual(['Banana']);
    expect(page.meta).toMatchObject({ total: 1, last_page: 1 });
  });

  it('has one empty page when there are no rows', () => {
    const page = clientPage([], view);
    expect(page.data).toEqual([]);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, total: 0, from: null });
  });
});
