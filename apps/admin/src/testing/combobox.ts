import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The listbox a combobox controls, once it is shown. */
export function listboxOf(combobox: HTMLElement): HTMLElement {
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error('The combobox shows no list.');
  return listbox;
}

/** The names of the options a combobox lists, once it lists some. */
export async function optionsOf(combobox: HTMLElement): Promise<string[]> {
  return waitFor(() =>
    within(listboxOf(combobox))
      .getAllByRole('option')
      .map((option) => option.textContent ?? ''),
  );
}

/**
 * Types `text` into a searchable combobox (after emptying it) and clicks the option named
 * `option` once the list shows it.
 */
export async function chooseInCombobox(
  user: UserEvent,
  combobox: HTMLElement,
  text: string,
  option: string,
): Promise<void> {
  await user.clear(combobox);
  await user.type(combobox, text);
  const choice = await waitFor(() =>
    within(listboxOf(combobox)).getByRole('option', { name: option }),
  );
  await user.click(choice);
}
