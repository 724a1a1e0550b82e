import type { Endpoint, EndpointInput } from '@job-board/contract';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/**
 * A kind's `form.save` where the checked values are the body as they are: creates a record
 * (item null) or updates `item` through the kind's endpoint group.
 */
export function saveRecord<Create extends Endpoint, Update extends Endpoint>(group: {
  create: Create;
  update: Update;
}) {
  return (body: BodyOf<Create> & BodyOf<Update>, item: { id: number } | null): Promise<unknown> =>
    item
      ? api<Endpoint>(group.update, { params: { id: item.id }, body } as EndpointInput<Endpoint>)
      : api<Endpoint>(group.create, { body } as EndpointInput<Endpoint>);
}
