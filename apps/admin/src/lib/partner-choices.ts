import { endpoints, PARTNER_OPTIONS_LIMIT, type PartnerOptionsResponse } from '@job-board/contract';
import type { ComboboxSource, ComboboxText } from '../components/ui/combobox-field';
import { apiQuery } from './api-query';

/**
 * The partners a form or a list filter offers, searched on the server by company name
 * (`GET /api/partner/all?s=…&limit=…`, best matches first; the first ones A–Z before typing),
 * and a chosen partner's name looked up by id (`?ids=…`), never the whole list.
 */
export const partnerChoices: ComboboxSource<PartnerOptionsResponse> = {
  search: (term) =>
    apiQuery(endpoints.partners.options, {
      query: { s: term || undefined, limit: PARTNER_OPTIONS_LIMIT.default },
    }),
  lookup: (id) => apiQuery(endpoints.partners.options, { query: { ids: id } }),
  toOptions: (response) =>
    response.data.map((partner) => ({ value: String(partner.id), label: partner.name })),
};

/** What the partner search says while it searches, finds nothing, fails or finds some. */
export const PARTNER_CHOICES_TEXT: ComboboxText = {
  searching: 'Searching partners…',
  noMatch: (term: string) =>
    term ? `No partners match “${term}”.` : 'No partners have joined yet.',
  failed: 'Could not load the partners. Try again.',
  results: (count: number) => `${count} ${count === 1 ? 'partner' : 'partners'}.`,
};

/** A partner combobox's options and texts: a form's partner field, or a list's partner filter. */
export const PARTNER_COMBOBOX = { source: partnerChoices, text: PARTNER_CHOICES_TEXT };
