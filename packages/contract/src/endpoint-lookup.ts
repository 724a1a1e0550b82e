import type { Endpoint } from './endpoint.js';
import { endpoints, type EndpointName, type EndpointNamed } from './registry.js';

/** Every endpoint, in registry order. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap(
  (area) => Object.values(area) as Endpoint[],
);

const byName = new Map(allEndpoints.map((endpoint) => [endpoint.name, endpoint]));

export function endpointNamed<N extends EndpointName>(name: N): EndpointNamed<N> {
  const endpoint = byName.get(name);
  if (!endpoint) throw new Error(`There is no endpoint named ${name}.`);
  return endpoint as EndpointNamed<N>;
}
