import { endpoints, type EndpointInput } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export type BlogPostsBulkBody = EndpointInput<typeof endpoints.blogPosts.bulk>['body'];

/** Shows, hides or deletes many posts in one call, then reloads the posts. */
export const useBlogPostsBulk = () =>
  useApiMutation(endpoints.blogPosts.bulk, {
    input: (body: BlogPostsBulkBody) => ({ body }),
    invalidates: ['blogPosts'],
    evenOnFailure: true,
  });
