import { endpoints } from '@job-board/contract';
import { useApiMutation } from '../../../lib/api-mutation';

export const useUpdateWebPage = () =>
  useApiMutation(endpoints.webPages.update, { invalidates: ['webPages'] });
