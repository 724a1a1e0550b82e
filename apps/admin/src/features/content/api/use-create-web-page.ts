import { endpoints } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export const useCreateWebPage = () =>
  useApiMutation(endpoints.webPages.create, { invalidates: ['webPages'] });
