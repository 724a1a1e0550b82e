import { configure, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-value';
import { chooseInCombobox, listboxOf, optionsOf } from '../../testing/combobox';
import { renderWithProviders } from '../../testing/render-app';
import { ComboboxField, type ComboboxFieldProps, type ComboboxSource } from './combobox-field';
import { Modal } from './modal';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

type Fruit = { id: number; name: string };
const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Apricot' },
  { id: 3, name: 'Banana' },
  { id: 4, name: 'Cherry' },
];

/** A server of fruits: a name search (first three A–Z when empty) and a look-up by id. */
function fruitSource() {
  const searches: string[] = [];
  const lookups: string[] = [];
  const source: ComboboxSource<Fruit[]> = {
    search: (term) => ({
      queryKey: ['fruits', 'search', term],
      queryFn: async () => {
        searches.push(term);
        const found = FRUITS.filter((fruit) =>
          fruit.name.toLowerCase().includes(term.toLowerCase()),
        );
        return term ? found : found.slice(0, 3);
      },
    }),
    lookup: (id) => ({
      queryKey: ['fruits', 'lookup', id],
      queryFn: async () => {
        lookups.push(id);
        return FRUITS.filter((fruit) => String(fruit.id) === id);
      },
    }),
    toOptions: (fruits) => fruits.map((fruit) => ({ value: String(fruit.id), label: fruit.name })),
  };
  return { source, searches, lookups };
}

type FieldProps = Partial<ComboboxFieldProps<Fruit[]>> & { initial?: string; inModal?: boolean };

function renderField({ initial = '', inModal = false, ...props }: FieldProps = {}) {
  const fruits = fruitSource();
  const changes: string[] = [];
  function Field() {
    const [value, setValue] = useState(initial);
    const field = (
      <ComboboxField
        label="Fruit"
        placeholder="Choose a fruit"
        source={fruits.source}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        {...props}
      />
    );
    return inModal ? (
      <Modal open onOpenChange={() => changes.push('modal closed')} title="Basket">
        {field}
      </Modal>
    ) : (
      field
    );
  }
  const rendered = renderWithProviders(<Field />);
  const combobox = () => screen.getByRole('combobox', { name: 'Fruit' });
  return { ...rendered, ...fruits, changes, combobox };
}

describe('ComboboxField', () => {
  it('is a labelled combobox controlling a listbox, collapsed until opened', async () => {
    const { user, combobox, searches } = renderField({ required: true, error: 'Choose one.' });
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose one.');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searches).toEqual([]);

    await user.click(input);
    expect(await optionsOf(input)).toEqual(['Apple', 'Apricot', 'Banana']);
    const listbox = listboxOf(input);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).toHaveAccessibleName('Fruit');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const [first] = within(listbox).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(searches).toEqual(['']);
  });

  it('searches what is typed once typing pauses', async () => {
    const { user, combobox, searches } = renderField();
    combobox().focus();
    await user.keyboard('ap');
    expect(searches).toEqual([]);
    await waitFor(() => expect(searches).toEqual(['ap']));
    expect(await optionsOf(combobox())).toEqual(['Apple', 'Apricot']);

    await user.type(combobox(), 'r');
    // Nothing is asked before the pause.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 2));
    expect(searches).toEqual(['ap']);
    await waitFor(() => expect(searches).toEqual(['ap', 'apr']));
    await waitFor(() =>
      expect(within(listboxOf(combobox())).getAllByRole('option')).toHaveLength(1),
    );

    await user.clear(combobox());
    await user.type(combobox(), 'kiwi');
    expect(await screen.findByText('Nothing matches “kiwi”.')).toBeVisible();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrow keys (wrapping), chooses with Enter and closes', async () => {
    const { user, combobox, changes } = renderField();
    const input = combobox();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(await optionsOf(input)).toEqual(['Apple', 'Apricot', 'Banana']);
    const options = within(listboxOf(input)).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{End}{Enter}');

    expect(changes).toEqual(['3']);
    expect(input).toHaveValue('Banana');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses an option by click', async () => {
    const { user, combobox, changes } = renderField();
    await chooseInCombobox(user, combobox(), 'cher', 'Cherry');
    expect(changes).toEqual(['4']);
    expect(combobox()).toHaveValue('Cherry');
    expect(combobox()).toHaveFocus();
  });

  it('closes the list with Escape, then drops what was typed, and only then lets a dialog close', async () => {
    const { user, combobox, changes } = renderField({ initial: '1', inModal: true });
    const input = await screen.findByDisplayValue('Apple');
    await user.clear(input);
    await user.type(input, 'ban');
    await optionsOf(input);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('ban');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('Apple');
    expect(changes).toEqual([]);
    await user.keyboard('{Escape}');
    expect(changes).toEqual(['modal closed']);
  });

  it('keeps the choice when left with other text, and clears it when left empty', async () => {
    const { user, combobox, changes } = renderField({ initial: '2' });
    const input = await screen.findByDisplayValue('Apricot');
    await user.clear(input);
    await user.type(input, 'xyz');
    await user.tab();
    expect(input).toHaveValue('Apricot');
    expect(changes).toEqual([]);

    await user.clear(combobox());
    await user.tab();
    expect(combobox()).toHaveValue('');
    expect(changes).toEqual(['']);
  });

  it('shows a chosen value by its label: known, looked up, or its id when gone', async () => {
    const known = renderField({ initial: '4', knownOptions: [{ value: '4', label: 'Cherry' }] });
    expect(known.combobox()).toHaveValue('Cherry');
    expect(known.lookups).toEqual([]);
    known.unmount();

    const looked = renderField({ initial: '3' });
    await waitFor(() => expect(looked.combobox()).toHaveValue('Banana'));
    expect(looked.lookups).toEqual(['3']);
    looked.unmount();

    const gone = renderField({ initial: '99' });
    await waitFor(() => expect(gone.combobox()).toHaveValue('#99'));
  });

  it('offers "choose nothing" first while nothing is typed', async () => {
    const { user, combobox, changes } = renderField({ initial: '1', emptyOptionLabel: 'Any' });
    const input = await screen.findByDisplayValue('Apple');
    await user.click(input);
    expect(await optionsOf(input)).toEqual(['Any', 'Apple', 'Apricot', 'Banana']);
    await user.clear(input);
    await user.type(input, 'b');
    await waitFor(() =>
      expect(
        within(listboxOf(input))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Banana']),
    );
    await user.clear(input);
    await waitFor(() => expect(within(listboxOf(input)).getAllByRole('option')).toHaveLength(4));
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['']);
    expect(combobox()).toHaveValue('');
  });

  it('chooses nothing with Enter until the options for what was typed are in', async () => {
    const { user, combobox, changes } = renderField();
    await user.click(combobox());
    expect(await optionsOf(combobox())).toEqual(['Apple', 'Apricot', 'Banana']);
    // Typed and Enter at once: the list still shows the options for nothing typed.
    await user.type(combobox(), 'che{Enter}');
    expect(changes).toEqual([]);
    await waitFor(() => expect(optionsOf(combobox())).resolves.toEqual(['Cherry']));
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['4']);
  });
});
