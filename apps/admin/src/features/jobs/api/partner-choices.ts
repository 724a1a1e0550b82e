import { endpoints, PARTNER_OPTIONS_LIMIT, type PartnerOptionsResponse } from '@job-board/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComboboxSource } from '../../../components/ui/combobox-field';
import { apiQuery } from '../../../lib/api-query';

/**
 * The partners the job form and the jobs filter offer, searched on the server by company name
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

/** The name of partner `id` ('' for none), from the same call the partner field makes. */
export function usePartnerName(id: string): string | undefined {
  const lookup = useQuery({
    ...partnerChoices.lookup(id),
    select: (response) => response.data.find((partner) => String(partner.id) === id)?.name,
    enabled: id !== '',
  });
  return lookup.data;
}
