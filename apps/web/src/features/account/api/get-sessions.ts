import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSessionSchema, type AccountSession } from '@vm/contracts';
import { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { accountKeys, parsedDataOf } from './account-keys';

export async function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return parsedDataOf(z.array(accountSessionSchema), await api.get<AccountSession[]>('/guest/sessions', { signal }));
}

export const useSessions = () =>
  useQuery(queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) }));
